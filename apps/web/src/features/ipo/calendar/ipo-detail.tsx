import { useMemo } from 'react';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ipo, IpoQuantityRow } from '@lantau/contract';
import { formatAmount, formatHongKongTime } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { Amount } from '../../../shared/ui/amount';
import { DetailList } from '../../../shared/ui/detail-list';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { SectionCard } from '../../../shared/ui/section-card';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useEncryptedQuery } from '../../../shared/url';
import { useIpo } from '../ipo-api';
import { offerPriceText, ratioPercent } from '../ipo-format';
import { useOpenIpo } from '../use-open-ipo';
import { IpoStatusBadge } from '../status-badges';

const quantityColumn = dataTableColumns<IpoQuantityRow>();

/** ipo/info/detail: one issue's prospectus data, quantity table, dates, financing terms and Apply when open. */
export function IpoDetail() {
  const { t } = useTranslation('ipo');
  const query = useEncryptedQuery();
  const ipoID = query.status === 'ready' ? query.params.ipo : undefined;
  const ipo = useIpo(ipoID);
  if (query.status === 'loading') return <PageLoader />;
  if (!ipoID) return <Alert color="gray" title={t('detail.invalidLink')} />;
  if (ipo.isPending) return <PageLoader />;
  if (ipo.isError) return <RetryAlert title={t('loadFailed')} onRetry={() => void ipo.refetch()} />;
  return <IpoDetailView ipo={ipo.data.ipo} />;
}

function IpoDetailView({ ipo }: { ipo: Ipo }) {
  const { t } = useTranslation('ipo');
  const { language } = useLanguage();
  const name = localName(ipo.name, language);
  useDocumentTitle(`${ipo.stockCode} ${name}`);
  const open = useOpenIpo();
  const time = (instant: string) => formatHongKongTime(instant, language);
  const money = (amount: string) => `${formatAmount(amount)} ${ipo.currency}`;
  const columns = useMemo(
    () => [
      quantityColumn.accessor('quantity', {
        header: t('detail.quantity'),
        meta: { numeric: true, rowHeader: true },
        cell: (info) => formatAmount(info.getValue(), 0),
      }),
      quantityColumn.accessor('amount', {
        header: t('detail.amount'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) => <Amount value={row.original.amount} currency={ipo.currency} />,
      }),
    ],
    [t, ipo.currency],
  );
  const applicable = ipo.cashOpen || ipo.financedOpen;
  const timeline: [string, string][] = [
    [t('dates.open'), time(ipo.openAt)],
    ...(ipo.financing ? [[t('dates.financedCutoff'), time(ipo.financedCutoffAt)] as [string, string]] : []),
    [t('dates.cashCutoff'), time(ipo.cashCutoffAt)],
    [t('dates.close'), time(ipo.closeAt)],
    [t('dates.priceFixing'), ipo.priceFixingDate],
    [t('dates.results'), ipo.resultsDate],
    [t('dates.greyMarket'), ipo.greyMarketDate],
    [t('dates.listing'), ipo.listingDate],
  ];
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>
            {ipo.stockCode} {name}
          </Title>
          <IpoStatusBadge status={ipo.status} />
        </Stack>
        <Group gap="sm">
          {applicable && <Button onClick={() => open.apply(ipo.ipoID)}>{t('detail.apply')}</Button>}
          {ipo.greyMarketOpen && (
            <Button variant="light" onClick={() => open.greyMarket(ipo.ipoID)}>
              {t('detail.greyMarket')}
            </Button>
          )}
        </Group>
      </Group>
      <SectionCard titleId="ipo-prospectus" title={t('detail.prospectus')}>
        <DetailList
          rows={[
            [t('detail.offerPrice'), `${offerPriceText(ipo)} ${ipo.currency}`],
            [t('detail.lotSize'), formatAmount(ipo.lotSize, 0)],
            [t('detail.amountPerLot'), money(ipo.amountPerLot)],
            [t('detail.sharesOffered'), formatAmount(ipo.sharesOffered, 0)],
            [t('detail.cashFee'), money(ipo.cashHandlingFee)],
            [t('detail.financedFee'), money(ipo.financedHandlingFee)],
            ...(ipo.oversubscription === null
              ? []
              : [[t('table.oversubscription'), t('table.times', { times: ipo.oversubscription })] as const]),
          ]}
        />
        <Text size="sm" c="dimmed" mt="xs">
          {t('detail.chargesNote')}
        </Text>
      </SectionCard>
      <SectionCard titleId="ipo-dates" title={t('detail.dates')}>
        <List type="ordered" spacing={4} aria-label={t('detail.dates')}>
          {timeline.map(([label, value]) => (
            <List.Item key={label}>
              <Text span size="sm" c="dimmed">
                {label}
              </Text>{' '}
              <Text span size="sm" fw={500}>
                {value}
              </Text>
            </List.Item>
          ))}
        </List>
      </SectionCard>
      <SectionCard titleId="ipo-financing" title={t('detail.financing')}>
        {ipo.financing ? (
          <DetailList
            rows={[
              [t('detail.maxRatio'), ratioPercent(ipo.financing.maxRatio)],
              [t('detail.annualRate'), ratioPercent(ipo.financing.annualRate)],
              [t('detail.minLoan'), money(ipo.financing.minLoan)],
              [t('detail.maxLoan'), money(ipo.financing.maxLoan)],
              [t('detail.perTransaction'), money(ipo.financing.perTransactionLimit)],
              [t('detail.poolRemaining'), money(ipo.financing.poolRemaining)],
              [t('detail.financingDays'), t('detail.days', { count: ipo.financing.financingDays })],
            ]}
          />
        ) : (
          <Text size="sm">{t('table.noFinancing')}</Text>
        )}
      </SectionCard>
      <DataTable
        caption={t('detail.quantityTable')}
        captionVisible
        columns={columns}
        data={ipo.quantityTable}
        getRowId={(row) => String(row.quantity)}
        emptyText="—"
        sortable={false}
        virtualHeight={ipo.quantityTable.length > 40 ? 400 : undefined}
      />
    </Stack>
  );
}
