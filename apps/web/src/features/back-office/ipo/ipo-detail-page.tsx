import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatHongKongTime, formatPrice } from '@lantau/domain';
import type { StaffIpo } from '@lantau/contract';
import { useLocalized } from '../../../shared/i18n';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { DetailList } from '../../../shared/ui/detail-list';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { errorText } from '../error-text';
import { useStaffSession } from '../staff-session';
import { IpoApplications } from './ipo-applications';
import { IpoStatusBadge, moneyOf, offerPriceText, percentText } from './ipo-format';
import { BackToList } from './ipo-paths';
import { IpoSteps } from './ipo-steps';
import { useStaffIpo } from './use-staff-ipo';

/** One issue on the desk: its steps, what waits for approval, its terms and counts, and its applications. */
export function IpoDetailPage() {
  const { t: tb } = useTranslation('backoffice');
  const localized = useLocalized();
  const { ipoID = '' } = useParams();
  const ipo = useStaffIpo(ipoID);
  const title = ipo.data ? `${ipo.data.stockCode} ${localized(ipo.data.name)}` : ipoID;
  useDocumentTitle(title, tb('title'));
  return (
    <Stack>
      <BackToList />
      {ipo.error ? (
        <Alert color="red" role="alert">
          {errorText(ipo.error, tb)}
        </Alert>
      ) : !ipo.data ? (
        <Loader aria-label={tb('loading')} />
      ) : (
        <>
          <Group gap="sm">
            <Title order={2}>{title}</Title>
            <IpoStatusBadge status={ipo.data.status} />
          </Group>
          <IpoSteps ipo={ipo.data} />
          <PendingStep ipo={ipo.data} />
          <IpoTerms ipo={ipo.data} />
          <IpoApplications ipo={ipo.data} />
        </>
      )}
    </Stack>
  );
}

/** A money-moving step one member prepared, with who did it, before anyone clicks approve. */
function PendingStep({ ipo }: { ipo: StaffIpo }) {
  const { t, i18n } = useTranslation('backofficeipo');
  const staff = useStaffSession()?.staff;
  const pending = ipo.pendingStep;
  if (!pending) return null;
  const mine = pending.preparedBy === staff?.staffID;
  const rows: [string, string][] = [
    [t('pending.preparedBy'), pending.preparedBy],
    [t('pending.preparedAt'), formatHongKongTime(pending.preparedAt, i18n.language)],
  ];
  if (pending.finalPrice !== null) {
    rows.push([t('pending.finalPrice'), `${formatPrice(pending.finalPrice)} ${ipo.currency}`]);
  }
  if (pending.allottedApplications !== null) {
    rows.push([t('pending.allottedApplications'), pending.allottedApplications.toLocaleString('en')]);
  }
  if (pending.allottedShares !== null) {
    rows.push([t('pending.allottedShares'), pending.allottedShares.toLocaleString('en')]);
  }
  if (pending.reason !== null) rows.push([t('pending.reason'), pending.reason]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ipo-pending-step">
      <Stack gap="xs">
        <Title order={3} id="ipo-pending-step">
          {t(`pending.title.${pending.kind}`)}
        </Title>
        {/* Said in words and weight, not only a colour (as the fund approvals say it). */}
        <Text fw={mine ? 700 : 500}>
          {mine ? t('pending.byYou') : t('pending.byOther', { staff: pending.preparedBy })}
        </Text>
        <DetailList rows={rows} />
      </Stack>
    </Paper>
  );
}

const quantityColumn = dataTableColumns<StaffIpo['quantityTable'][number]>();

/** The prospectus and the broker's terms, the counts so far, and the quantity table. */
function IpoTerms({ ipo }: { ipo: StaffIpo }) {
  const { t, i18n } = useTranslation('backofficeipo');
  const time = (instant: string) => formatHongKongTime(instant, i18n.language);
  const money = (amount: string) => moneyOf(amount, ipo.currency);
  const financing = ipo.financing;
  const offer: [string, string][] = [
    [t('form.stockCode'), ipo.stockCode],
    ...(['en_US', 'zh_HK', 'zh_CN'] as const).map((language): [string, string] => [
      t('form.nameIn', { language: t(`languages.${language}`) }),
      ipo.name[language],
    ]),
    [t('columns.offerPrice'), offerPriceText(ipo)],
    [t('terms.finalPrice'), ipo.finalPrice === null ? '—' : `${formatPrice(ipo.finalPrice)} ${ipo.currency}`],
    [t('form.lotSize'), ipo.lotSize.toLocaleString('en')],
    [t('form.sharesOffered'), ipo.sharesOffered.toLocaleString('en')],
    [t('terms.amountPerLot'), money(ipo.amountPerLot)],
    [t('form.cashHandlingFee'), money(ipo.cashHandlingFee)],
    [t('form.financedHandlingFee'), money(ipo.financedHandlingFee)],
    [t('terms.oversubscription'), ipo.oversubscription === null ? '—' : `${ipo.oversubscription}×`],
  ];
  const loan: [string, string][] = financing
    ? [
        [t('form.maxRatio'), percentText(financing.maxRatio)],
        [t('form.annualRate'), percentText(financing.annualRate)],
        [t('form.minLoan'), money(financing.minLoan)],
        [t('form.maxLoan'), money(financing.maxLoan)],
        [t('form.perTransactionLimit'), money(financing.perTransactionLimit)],
        [t('form.pool'), money(financing.pool)],
        [t('terms.poolRemaining'), money(financing.poolRemaining)],
        [t('form.financingDays'), String(financing.financingDays)],
      ]
    : [[t('form.financing'), t('form.financingOff')]];
  const dates: [string, string][] = [
    [t('fields.openAt'), time(ipo.openAt)],
    [t('fields.financedCutoffAt'), time(ipo.financedCutoffAt)],
    [t('fields.cashCutoffAt'), time(ipo.cashCutoffAt)],
    [t('fields.closeAt'), time(ipo.closeAt)],
    [t('fields.priceFixingDate'), ipo.priceFixingDate],
    [t('fields.resultsDate'), ipo.resultsDate],
    [t('fields.greyMarketDate'), ipo.greyMarketDate],
    [t('fields.listingDate'), ipo.listingDate],
    [t('terms.createdBy'), `${ipo.createdBy} · ${time(ipo.createdAt)}`],
    [t('terms.publishedAt'), ipo.publishedAt === null ? '—' : time(ipo.publishedAt)],
  ];
  const counts: [string, string][] = [
    [t('counts.applications'), ipo.counts.applications.toLocaleString('en')],
    [t('counts.cash'), ipo.counts.cash.toLocaleString('en')],
    [t('counts.financed'), ipo.counts.financed.toLocaleString('en')],
    [t('counts.appliedShares'), ipo.counts.appliedShares.toLocaleString('en')],
    [t('counts.appliedAmount'), money(ipo.counts.appliedAmount)],
    [t('counts.loanTotal'), money(ipo.counts.loanTotal)],
  ];
  const columns = [
    quantityColumn.accessor('quantity', {
      header: t('form.quantity'),
      meta: { numeric: true, rowHeader: true },
      cell: (info) => info.getValue().toLocaleString('en'),
    }),
    quantityColumn.accessor('amount', {
      header: t('form.amount', { currency: ipo.currency }),
      meta: { numeric: true, card: 'primary' },
      cell: (info) => moneyOf(info.getValue(), ipo.currency),
    }),
  ];
  return (
    <>
      <TermsSection id="ipo-counts" title={t('counts.title')} rows={counts} />
      <TermsSection id="ipo-offer" title={t('form.offer')} rows={offer} />
      <TermsSection id="ipo-financing" title={t('form.financing')} rows={loan} />
      <TermsSection id="ipo-dates" title={t('terms.datesHkt')} rows={dates} />
      <Paper withBorder p="md" component="section" aria-labelledby="ipo-quantities" maw={560}>
        <Title order={3} size="h4" id="ipo-quantities" mb="xs">
          {t('form.quantityTable')}
        </Title>
        <DataTable
          caption={t('form.quantityTable')}
          columns={columns}
          data={ipo.quantityTable}
          getRowId={(row) => String(row.quantity)}
          emptyText="—"
          striped
        />
      </Paper>
    </>
  );
}

function TermsSection({ id, title, rows }: { id: string; title: string; rows: [string, string][] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <DetailList rows={rows} />
    </Paper>
  );
}
