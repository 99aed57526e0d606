import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountOverview, Position } from '@lantau/contract';
import { localName, quantity } from '../../../shared/market-data';
import { useLanguage } from '../../../shared/i18n';
import { dataTableColumns, TableSection } from '../../../shared/table';
import { sideColors } from '../../../shared/ui/side-colors';
import { useTradeNavigation } from '../../../shared/url/trade-paths';
import { useFeatureAccess } from '../../../shared/feature-gates';
import { usePnlShown } from '../../../shared/feature-gates';
import { Amount } from '../../../shared/ui/amount';
import { CostEditDialog } from './cost-edit-dialog';
import { LastPriceCell, MarketValueCell, TodayPnlCell, UnrealisedPnlCell } from './live-cells';

const column = dataTableColumns<Position>();
const positionID = (position: Position) => `${position.market}|${position.stockCode}`;
const pnlColumns = ['unrealisedPnl', 'todayPnl'];

/** The account's holdings with live prices, P/L, the P/L cost edit, and Buy and Sell into the order ticket. */
export function PositionsTable({ overview }: { overview: AccountOverview }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { openTicket } = useTradeNavigation();
  // Buy and Sell only where the broker lets its clients trade on the web (else they lead to a blocked page).
  const tradable = useFeatureAccess('trade').access === 'open';
  // A broker that withholds P/L (WebPNLEnable false) shows neither P/L column.
  const pnlShown = usePnlShown();
  const [editing, setEditing] = useState<Position | null>(null);
  const plan = overview.quotePlan;
  const accountNumber = overview.account.accountNumber;

  const columns = useMemo(() => {
    const stockName = (position: Position) => `${localName(position.name, language)} ${position.stockCode}`;
    return [
      column.accessor((position) => localName(position.name, language), {
        id: 'stock',
        header: t('overview.stock'),
        sortFn: 'text',
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row }) => (
          // Wide enough that a long name wraps by words, not letter by letter, when the table scrolls on a phone.
          <Stack gap={0} miw={140}>
            <Text size="sm" fw={600} inherit>
              {localName(row.original.name, language)}
            </Text>
            {/* Positions abroad are valued in their own currency (JPY, SGD, GBP...): the figures to the right. */}
            <Text size="xs" c="dimmed">
              {row.original.stockCode} · {row.original.currency}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('quantity', {
        header: t('overview.quantity'),
        meta: { numeric: true, card: 'secondary' },
        cell: (info) => quantity(info.getValue(), language),
      }),
      column.accessor('sellable', {
        header: t('overview.sellable'),
        meta: { numeric: true },
        cell: (info) => quantity(info.getValue(), language),
      }),
      column.accessor('averageCost', {
        header: t('overview.averageCost'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: ({ row }) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {row.original.costEdited && (
              <Badge size="xs" variant="default">
                {t('overview.costEdited')}
              </Badge>
            )}
            <Amount value={row.original.averageCost} decimals={3} />
            {/* The cost is edited for the P/L it gives: not offered where the broker shows no P/L. */}
            {pnlShown && (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('overview.editCost', { stock: stockName(row.original) })}
                onClick={() => setEditing(row.original)}
              >
                <span aria-hidden="true">✎</span>
              </ActionIcon>
            )}
          </Group>
        ),
      }),
      column.accessor('lastPrice', {
        header: t('overview.lastPrice'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: ({ row }) => <LastPriceCell position={row.original} plan={plan} />,
      }),
      column.accessor('marketValue', {
        header: t('overview.marketValue'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) => <MarketValueCell position={row.original} />,
      }),
      column.accessor('unrealisedPnl', {
        id: 'unrealisedPnl',
        header: t('overview.unrealisedPnl'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'secondary' },
        cell: ({ row }) => <UnrealisedPnlCell position={row.original} />,
      }),
      column.accessor('todayPnl', {
        id: 'todayPnl',
        header: t('overview.todayPnl'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'secondary' },
        cell: ({ row }) => <TodayPnlCell position={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: t('overview.actions'),
        meta: { card: 'action' },
        cell: ({ row }) => {
          const position = row.original;
          const order = { market: position.market, stockCode: position.stockCode };
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                color={sideColors.BUY}
                aria-label={t('overview.buyStock', { stock: stockName(position) })}
                onClick={() => void openTicket({ ...order, side: 'BUY' })}
              >
                {t('overview.buy')}
              </Button>
              <Button
                size="compact-sm"
                color={sideColors.SELL}
                disabled={position.sellable === 0}
                aria-label={t('overview.sellStock', { stock: stockName(position) })}
                onClick={() => void openTicket({ ...order, side: 'SELL' })}
              >
                {t('overview.sell')}
              </Button>
            </Group>
          );
        },
      }),
    ].filter(
      (definition) =>
        (tradable || definition.id !== 'actions') && (pnlShown || !pnlColumns.includes(definition.id ?? '')),
    );
  }, [t, language, plan, openTicket, tradable, pnlShown]);

  return (
    <>
      <TableSection
        id="positions-title"
        caption={t('overview.positions')}
        columns={columns}
        data={overview.positions}
        getRowId={positionID}
        emptyText={t('overview.positionsEmpty')}
      />
      <CostEditDialog accountNumber={accountNumber} position={editing} onClose={() => setEditing(null)} />
    </>
  );
}
