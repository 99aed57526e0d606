import { useState } from 'react';
import { Alert, Anchor, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lantau/domain';
import type { OrderSide } from '@lantau/contract';
import { isApiError } from '../../../shared/api';
import type { OrderEstimate } from '../api/order-estimate';

interface FeeSummaryProps {
  side: OrderSide;
  estimate: OrderEstimate | undefined;
  pending: boolean;
  error: unknown;
  /** The ticket is not yet complete enough to estimate. */
  incomplete: boolean;
  /**
   * Each fee folds under "Total fees", which opens them (a phone: the ticket's button stays on the first
   * screen). The totals are always shown.
   */
  foldable?: boolean;
}

/** True when the server has no fee schedule for the market: the client may still choose to continue. */
export function isFeeUnavailable(error: unknown): boolean {
  return isApiError(error) && error.code === 'E6007';
}

/** The estimate under the ticket: each fee, the total, and what the order costs or brings in. */
export function FeeSummary({
  side,
  estimate,
  pending,
  error,
  incomplete,
  foldable = false,
}: FeeSummaryProps) {
  const { t } = useTranslation(['trade', 'errors']);
  const [open, setOpen] = useState(false);
  if (incomplete)
    return (
      <Text size="sm" c="dimmed">
        {t('fees.enterOrder')}
      </Text>
    );
  if (isFeeUnavailable(error)) {
    return (
      <Alert color="yellow" role="status" title={t('fees.unavailable')}>
        {t('errors:handlingFeeUnavailable')}
      </Alert>
    );
  }
  if (!estimate) {
    return pending ? (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('fees.estimating')}</Text>
      </Group>
    ) : null;
  }
  const { currency } = estimate.estimate;
  const amount = (value: string) => `${currency} ${formatMoney(value, currency)}`;
  const folded = foldable && !open;
  return (
    <Stack gap={4} aria-busy={pending} data-testid="fee-summary">
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        {folded ? (
          <caption>
            <VisuallyHidden>{t('fees.title')}</VisuallyHidden>
          </caption>
        ) : (
          <Table.Caption>{t('fees.title')}</Table.Caption>
        )}
        <Table.Tbody>
          {!folded && (
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {t('fees.consideration')}
              </Table.Th>
              <Table.Td ta="right">{amount(estimate.estimate.consideration)}</Table.Td>
            </Table.Tr>
          )}
          {(folded ? [] : estimate.estimate.fees).map((fee) => (
            <Table.Tr key={fee.item}>
              <Table.Th scope="row" fw={400} c="dimmed">
                {t(`feeItem.${fee.item}`)}
              </Table.Th>
              <Table.Td ta="right" c="dimmed">
                {amount(fee.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {foldable ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  mih={44}
                  aria-expanded={open}
                  onClick={() => setOpen((was) => !was)}
                >
                  {t('fees.total')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
                </Anchor>
              ) : (
                t('fees.total')
              )}
            </Table.Th>
            <Table.Td ta="right" data-testid="total-fees">
              {amount(estimate.estimate.totalFees)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">
              {t(side === 'BUY' ? 'fees.grandTotalBuy' : 'fees.grandTotalSell')}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {amount(estimate.estimate.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
