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
  const { t, i18n } = useTranslation('backoffice');
  const staff = useStaffSession()?.staff;
  const pending = ipo.pendingStep;
  if (!pending) return null;
  const mine = pending.preparedBy === staff?.staffID;
  const rows: [string, string][] = [
    [t('ipo.pending.preparedBy'), pending.preparedBy],
    [t('ipo.pending.preparedAt'), formatHongKongTime(pending.preparedAt, i18n.language)],
  ];
  if (pending.finalPrice !== null) {
    rows.push([t('ipo.pending.finalPrice'), `${formatPrice(pending.finalPrice)} ${ipo.currency}`]);
  }
  if (pending.allottedApplications !== null) {
    rows.push([t('ipo.pending.allottedApplications'), pending.allottedApplications.toLocaleString('en')]);
  }
  if (pending.allottedShares !== null) {
    rows.push([t('ipo.pending.allottedShares'), pending.allottedShares.toLocaleString('en')]);
  }
  if (pending.reason !== null) rows.push([t('ipo.pending.reason'), pending.reason]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ipo-pending-step">
      <Stack gap="xs">
        <Title order={3} id="ipo-pending-step">
          {t(`ipo.pending.title.${pending.kind}`)}
        </Title>
        {/* Said in words and weight, not only a colour (as the fund approvals say it). */}
        <Text fw={mine ? 700 : 500}>
          {mine ? t('ipo.pending.byYou') : t('ipo.pending.byOther', { staff: pending.preparedBy })}
        </Text>
        <DetailList rows={rows} />
      </Stack>
    </Paper>
  );
}

const quantityColumn = dataTableColumns<StaffIpo['quantityTable'][number]>();

/** The prospectus and the broker's terms, the counts so far, and the quantity table. */
function IpoTerms({ ipo }: { ipo: StaffIpo }) {
  const { t, i18n } = useTranslation('backoffice');
  const time = (instant: string) => formatHongKongTime(instant, i18n.language);
  const money = (amount: string) => moneyOf(amount, ipo.currency);
  const financing = ipo.financing;
  const offer: [string, string][] = [
    [t('ipo.form.stockCode'), ipo.stockCode],
    ...(['en_US', 'zh_HK', 'zh_CN'] as const).map((language): [string, string] => [
      t('ipo.form.nameIn', { language: t(`ipo.languages.${language}`) }),
      ipo.name[language],
    ]),
    [t('ipo.columns.offerPrice'), offerPriceText(ipo)],
    [
      t('ipo.terms.finalPrice'),
      ipo.finalPrice === null ? '—' : `${formatPrice(ipo.finalPrice)} ${ipo.currency}`,
    ],
    [t('ipo.form.lotSize'), ipo.lotSize.toLocaleString('en')],
    [t('ipo.form.sharesOffered'), ipo.sharesOffered.toLocaleString('en')],
    [t('ipo.terms.amountPerLot'), money(ipo.amountPerLot)],
    [t('ipo.form.cashHandlingFee'), money(ipo.cashHandlingFee)],
    [t('ipo.form.financedHandlingFee'), money(ipo.financedHandlingFee)],
    [t('ipo.terms.oversubscription'), ipo.oversubscription === null ? '—' : `${ipo.oversubscription}×`],
  ];
  const loan: [string, string][] = financing
    ? [
        [t('ipo.form.maxRatio'), percentText(financing.maxRatio)],
        [t('ipo.form.annualRate'), percentText(financing.annualRate)],
        [t('ipo.form.minLoan'), money(financing.minLoan)],
        [t('ipo.form.maxLoan'), money(financing.maxLoan)],
        [t('ipo.form.perTransactionLimit'), money(financing.perTransactionLimit)],
        [t('ipo.form.pool'), money(financing.pool)],
        [t('ipo.terms.poolRemaining'), money(financing.poolRemaining)],
        [t('ipo.form.financingDays'), String(financing.financingDays)],
      ]
    : [[t('ipo.form.financing'), t('ipo.form.financingOff')]];
  const dates: [string, string][] = [
    [t('ipo.fields.openAt'), time(ipo.openAt)],
    [t('ipo.fields.financedCutoffAt'), time(ipo.financedCutoffAt)],
    [t('ipo.fields.cashCutoffAt'), time(ipo.cashCutoffAt)],
    [t('ipo.fields.closeAt'), time(ipo.closeAt)],
    [t('ipo.fields.priceFixingDate'), ipo.priceFixingDate],
    [t('ipo.fields.resultsDate'), ipo.resultsDate],
    [t('ipo.fields.greyMarketDate'), ipo.greyMarketDate],
    [t('ipo.fields.listingDate'), ipo.listingDate],
    [t('ipo.terms.createdBy'), `${ipo.createdBy} · ${time(ipo.createdAt)}`],
    [t('ipo.terms.publishedAt'), ipo.publishedAt === null ? '—' : time(ipo.publishedAt)],
  ];
  const counts: [string, string][] = [
    [t('ipo.counts.applications'), ipo.counts.applications.toLocaleString('en')],
    [t('ipo.counts.cash'), ipo.counts.cash.toLocaleString('en')],
    [t('ipo.counts.financed'), ipo.counts.financed.toLocaleString('en')],
    [t('ipo.counts.appliedShares'), ipo.counts.appliedShares.toLocaleString('en')],
    [t('ipo.counts.appliedAmount'), money(ipo.counts.appliedAmount)],
    [t('ipo.counts.loanTotal'), money(ipo.counts.loanTotal)],
  ];
  const columns = [
    quantityColumn.accessor('quantity', {
      header: t('ipo.form.quantity'),
      meta: { numeric: true, rowHeader: true },
      cell: (info) => info.getValue().toLocaleString('en'),
    }),
    quantityColumn.accessor('amount', {
      header: t('ipo.form.amount', { currency: ipo.currency }),
      meta: { numeric: true, card: 'primary' },
      cell: (info) => moneyOf(info.getValue(), ipo.currency),
    }),
  ];
  return (
    <>
      <TermsSection id="ipo-counts" title={t('ipo.counts.title')} rows={counts} />
      <TermsSection id="ipo-offer" title={t('ipo.form.offer')} rows={offer} />
      <TermsSection id="ipo-financing" title={t('ipo.form.financing')} rows={loan} />
      <TermsSection id="ipo-dates" title={t('ipo.terms.datesHkt')} rows={dates} />
      <Paper withBorder p="md" component="section" aria-labelledby="ipo-quantities" maw={560}>
        <Title order={3} size="h4" id="ipo-quantities" mb="xs">
          {t('ipo.form.quantityTable')}
        </Title>
        <DataTable
          caption={t('ipo.form.quantityTable')}
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
