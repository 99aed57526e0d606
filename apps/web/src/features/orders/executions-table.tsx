import Decimal from 'decimal.js';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../../shared/i18n';
import type { ExecutionList } from './api/get-executions';
import { money, orderPrice, orderTime } from './order-format';

type Execution = ExecutionList['executions'][number];

const totalFees = (execution: Execution) =>
  execution.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0)).toFixed(2);

/** Fills, newest first. */
export function ExecutionsTable({
  executions,
  caption,
}: {
  executions: readonly Execution[];
  caption: string;
}) {
  const { t } = useTranslation('trade');
  const { language } = useLanguage();
  if (executions.length === 0) return <Text c="dimmed">{t('history.noExecutions')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.time')}</Table.Th>
            <Table.Th>{t('history.columns.stock')}</Table.Th>
            <Table.Th>{t('history.columns.side')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('fees.total')}</Table.Th>
            <Table.Th>{t('history.columns.settlement')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {executions.map((execution) => (
            <Table.Tr key={execution.executionID}>
              <Table.Td>{orderTime(execution.time, language)}</Table.Td>
              <Table.Td>{displayStockCode(execution.market, execution.stockCode)}</Table.Td>
              <Table.Td>{t(`side.${execution.side}`)}</Table.Td>
              <Table.Td ta="right">{orderPrice(execution.price)}</Table.Td>
              <Table.Td ta="right">{execution.quantity.toLocaleString(language)}</Table.Td>
              <Table.Td ta="right">{money(totalFees(execution))}</Table.Td>
              <Table.Td>{execution.settlementDate}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
