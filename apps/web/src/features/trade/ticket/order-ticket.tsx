import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  carriesInvestorId,
  formatMoney,
  formatBcan,
  GREY_MARKET_ORDER_TYPES,
  GREY_MARKET_TIMES_IN_FORCE,
  parsePriceUnits,
  priceUnitsToString,
  type BrokerLotSizes,
  type InstrumentTypeLists,
} from '@lantau/domain';
import {
  timesInForce,
  type Account,
  type Order,
  type OrderRequest,
  type OrderSide,
  type Quote,
} from '@lantau/contract';
import {
  ChoiceField,
  Form,
  PriceStepperField,
  QuantityStepperField,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../../shared/form';
import {
  liveQuoteFromQuote,
  localName,
  priceDecimalsFor,
  rulesFromQuote,
  type Instrument,
} from '../../../shared/market-data';
import { useLanguage } from '../../../shared/i18n';
import { businessToday, orderErrorText } from '../../orders';
import { useOrderEstimate } from '../api/order-estimate';
import type { TradeSettings } from '../api/trade-settings';
import { ConditionFields } from './condition-fields';
import { EMPTY_CONDITION } from './condition-model';
import { FeeSummary, isFeeUnavailable } from './fee-summary';
import { LatestOrder } from './latest-order';
import { LeaveWarningDialog } from './leave-warning-dialog';
import { OrderAccountPanel } from './order-account-panel';
import { OrderConfirmation } from './order-confirmation';
import {
  isEstimable,
  offeredOrderTypes,
  quantityStep,
  ticketSchema,
  toOrderRequest,
  type TicketFacts,
  type TicketValues,
} from './ticket-model';
import { useLeaveWarning } from './use-leave-warning';
import { useOrderSubmission } from './use-order-submission';
import { sideColors } from '../../../shared/ui/side-colors';
import { ClosableDialog } from '../../../shared/ui/dialogs';
import { usePhone } from '../../../shared/ui/use-phone';

/** The estimate asks the server once the user pauses, not at every keystroke. */
export const ESTIMATE_DEBOUNCE_MS = 400;

export interface BrokerTradeFacts {
  enabledMarkets?: readonly string[];
  oddLotOrdersEnabled: boolean;
  lots: BrokerLotSizes;
  /** The instrument types the broker offers per exchange (InstTypeHK, InstTypeMA, InstTypeMZ). */
  instrumentTypes?: InstrumentTypeLists;
}

interface OrderTicketProps {
  instrument: Instrument;
  quote: Quote;
  accounts: readonly Account[];
  broker: BrokerTradeFacts;
  initialSide: OrderSide;
  settings: TradeSettings;
  historyPath: string;
}

function defaultsFor(account: Account | undefined, side: OrderSide, quote: Quote, lot: number): TicketValues {
  const decimals = priceDecimalsFor(quote.spreadTableID);
  // The nominal price, or before the stock's first trade its previous close: the reference the exchange starts
  // from, for a new issue on its listing day the offer price. An empty price would leave the ticket without a
  // fee estimate until the client typed one, however long the first trade took to come.
  const price = parsePriceUnits(quote.nominal ?? quote.previousClose);
  return {
    accountNumber: account?.accountNumber ?? '',
    side,
    orderType: 'LO',
    price: price === null ? '' : priceUnitsToString(price, decimals),
    quantity: String(lot),
    timeInForce: 'DAY',
    expiryDate: '',
    accountOption: '',
    ceNumber: account?.ceNumber ?? '',
    bcan: formatBcan(account?.bcan ?? ''),
    ...EMPTY_CONDITION,
  };
}

/**
 * The order ticket: checks as the user types with the domain's rules (instant; the server stays
 * authoritative), estimates fees on the server, then confirms (unless quick order is on) and places the order
 * under an Idempotency-Key.
 */
export function OrderTicket({
  instrument,
  quote,
  accounts,
  broker,
  initialSide,
  settings,
  historyPath,
}: OrderTicketProps) {
  const { t } = useTranslation(['trade', 'errors', 'common']);
  const { language } = useLanguage();
  const rules = useMemo(() => rulesFromQuote(quote, broker.lots), [quote, broker.lots]);
  const liveQuote = useMemo(() => liveQuoteFromQuote(quote), [quote]);
  // A new issue's grey market takes limit day orders only: the ticket offers nothing else there.
  const greyMarket = quote.phase === 'GREY_MARKET';
  const decimals = priceDecimalsFor(quote.spreadTableID);
  const [initial] = useState(() =>
    defaultsFor(accounts[0], initialSide, quote, quantityStep(rules, initialSide, 'LO')),
  );
  const factsRef = useRef<TicketFacts | null>(null);
  const form = useSchemaForm<TicketValues>(() => ticketSchema(() => factsRef.current!), initial);
  const values = useWatch({ control: form.control }) as TicketValues;
  const account = accounts.find((candidate) => candidate.accountNumber === values.accountNumber);
  const capacityHelpId = useId();

  const [debounced] = useDebouncedValue(values, ESTIMATE_DEBOUNCE_MS);
  const estimateRequest = isEstimable(debounced)
    ? toOrderRequest(debounced, instrument.market, instrument.stockCode)
    : null;
  const estimate = useOrderEstimate(estimateRequest);

  const facts: TicketFacts = {
    market: instrument.market,
    stockCode: instrument.stockCode,
    rules,
    oddLotOrdersEnabled: broker.oddLotOrdersEnabled,
    enabledMarkets: broker.enabledMarkets,
    quote: liveQuote,
    sellable: estimate.data?.sellable,
    rri: account?.rri ?? false,
    professionalInvestor: account?.professionalInvestor ?? false,
    today: businessToday(),
    greyMarket,
    instrumentTypes: broker.instrumentTypes,
    subMarket: quote.subMarket,
  };
  // The schema reads the facts when it checks (on events, after this render is committed).
  useLayoutEffect(() => {
    factsRef.current = facts;
  });

  const submission = useOrderSubmission();
  const blocker = useLeaveWarning(submission.submitting);
  const [confirming, setConfirming] = useState<OrderRequest | null>(null);
  const [askFeeContinue, setAskFeeContinue] = useState<OrderRequest | null>(null);
  const [latest, setLatest] = useState<Order | null>(null);
  const feeUnavailable = isFeeUnavailable(estimate.error);

  const place = (request: OrderRequest) =>
    submission.submit(request, () => {
      setConfirming(null);
    });
  const proceed = (request: OrderRequest) => {
    if (settings.quickOrder) place(request);
    else setConfirming(request);
  };
  const onValid = (valid: TicketValues) => {
    submission.reset();
    const request = toOrderRequest(valid, instrument.market, instrument.stockCode);
    if (feeUnavailable) setAskFeeContinue(request);
    else proceed(request);
  };
  if (submission.placed && submission.placed !== latest) setLatest(submission.placed);

  const orderTypesOffered = greyMarket
    ? [...GREY_MARKET_ORDER_TYPES]
    : offeredOrderTypes(instrument.market, broker.oddLotOrdersEnabled, values.kind);
  const timesInForceOffered = greyMarket ? GREY_MARKET_TIMES_IN_FORCE : timesInForce;
  const timeInForceOffered = timesInForceOffered.includes(values.timeInForce);
  useEffect(() => {
    if (!timeInForceOffered) form.setValue('timeInForce', 'DAY');
  }, [timeInForceOffered, form]);
  useEffect(() => {
    if (greyMarket && values.kind !== 'NORMAL') form.setValue('kind', 'NORMAL');
  }, [greyMarket, values.kind, form]);
  // A conditional order is never an auction or odd-lot order: switching to one falls back to a limit order.
  const orderTypeOffered = orderTypesOffered.includes(values.orderType);
  useEffect(() => {
    if (!orderTypeOffered) form.setValue('orderType', 'LO');
  }, [orderTypeOffered, form]);

  const hasPrice = values.orderType !== 'MO' && values.orderType !== 'AO';
  const lot = quantityStep(rules, values.side, values.orderType);
  const classic = settings.cardStyle === 'CLASSIC';
  // A phone sets fields in pairs and folds the fee breakdown, so the button is on the first screen.
  const phone = usePhone();
  const instrumentLabel = `${instrument.stockCode} ${localName(quote.name, language)}`;
  const fees = (
    <FeeSummary
      side={values.side}
      estimate={estimate.data}
      pending={estimate.isFetching}
      error={estimate.error}
      incomplete={!isEstimable(values)}
      foldable={phone}
    />
  );
  // The ticket's buying power is one currency's (the instrument's), the overview's every currency's in HKD: the
  // line under it says which, so the two figures never disagree without a word.
  const capacity = estimate.data && (
    <Stack gap={0}>
      <Text
        size="sm"
        data-testid="trade-capacity"
        aria-describedby={values.side === 'BUY' ? capacityHelpId : undefined}
      >
        {values.side === 'BUY'
          ? t('ticket.buyingPower', {
              amount: `${estimate.data.estimate.currency} ${formatMoney(estimate.data.buyingPower, estimate.data.estimate.currency)}`,
            })
          : t('ticket.sellable', { quantity: estimate.data.sellable.toLocaleString(language) })}
      </Text>
      {values.side === 'BUY' && (
        <Text size="xs" c="dimmed" id={capacityHelpId} data-testid="trade-capacity-help">
          {t(`ticket.buyingPowerHelp.${account?.type ?? 'CASH'}`, {
            currency: estimate.data.estimate.currency,
          })}
        </Text>
      )}
    </Stack>
  );
  const outcome = (
    <>
      {submission.unanswered && (
        <Alert color="orange" role="alert" title={t('ticket.unstableTitle')}>
          {t('errors:unstableAfterSubmit')}
        </Alert>
      )}
      {submission.error && !submission.unanswered && (
        <Alert color="red" role="alert" title={t('ticket.refusedTitle')}>
          {orderErrorText(submission.error, t, 'place')}
        </Alert>
      )}
      {latest && <LatestOrder key={latest.orderID} order={latest} historyPath={historyPath} />}
    </>
  );

  const submitButton = (side: OrderSide) => (
    <Button
      key={side}
      type={classic ? 'button' : 'submit'}
      color={sideColors[side]}
      autoContrast
      loading={submission.submitting && values.side === side}
      disabled={submission.submitting}
      // A finger's size (44 px and more) on a phone.
      size={phone ? 'lg' : undefined}
      onClick={
        classic
          ? () => {
              form.setValue('side', side);
              void form.handleSubmit(onValid)();
            }
          : undefined
      }
      fullWidth
    >
      {t(settings.quickOrder ? 'ticket.placeSide' : 'ticket.reviewSide', { side: t(`side.${side}`) })}
    </Button>
  );

  return (
    <Stack gap="md">
      {confirming ? (
        <OrderConfirmation
          request={confirming}
          instrumentLabel={instrumentLabel}
          fees={fees}
          submitting={submission.submitting}
          onConfirm={() => place(confirming)}
          onBack={() => setConfirming(null)}
        />
      ) : (
        <Paper
          withBorder
          p="md"
          component="section"
          aria-label={t('ticket.title')}
          data-card-style={settings.cardStyle}
        >
          <Form form={form} onSubmit={onValid} aria-label={t('ticket.title')} touch={phone}>
            <Stack gap="sm">
              {/* A phone shows the ticket from its top (the quote is above it, out of view): what it trades. */}
              {phone && (
                <Text fw={600} size="sm">
                  {instrumentLabel}
                </Text>
              )}
              <SelectField<TicketValues>
                name="accountNumber"
                label={t('ticket.account')}
                data={accounts.map((candidate) => ({
                  value: candidate.accountNumber,
                  label: [
                    candidate.accountNumber,
                    candidate.nickname,
                    t(`ticket.accountType.${candidate.type}`),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                }))}
              />
              {/* One row on a phone (trade-page.css): the taller touch-sized choices keep submit on the screen. */}
              <div className="ticket-choices" data-pair={!classic || undefined}>
                {!classic && (
                  <ChoiceField<TicketValues>
                    name="side"
                    label={t('ticket.side')}
                    options={(['BUY', 'SELL'] as const).map((side) => ({
                      value: side,
                      label: t(`side.${side}`),
                      color: sideColors[side],
                    }))}
                  />
                )}
                <ChoiceField<TicketValues>
                  name="kind"
                  label={t('ticket.kind')}
                  options={(greyMarket ? (['NORMAL'] as const) : (['NORMAL', 'CONDITIONAL'] as const)).map(
                    (kind) => ({
                      value: kind,
                      label: t(`ticket.kinds.${kind}`),
                    }),
                  )}
                />
              </div>
              <SimpleGrid cols={{ base: 2, sm: classic ? 2 : 1 }} spacing="sm">
                <SelectField<TicketValues>
                  name="orderType"
                  label={t('ticket.orderType')}
                  data={orderTypesOffered.map((type) => ({
                    value: type,
                    label: t(`orderType.${type}`),
                  }))}
                />
                <SelectField<TicketValues>
                  name="timeInForce"
                  label={t('ticket.timeInForce')}
                  data={timesInForceOffered.map((value) => ({ value, label: t(`tif.${value}`) }))}
                />
                {hasPrice && (
                  <PriceStepperField<TicketValues>
                    name="price"
                    label={t('ticket.price')}
                    table={rules.spreadTable}
                    decimals={decimals}
                    startPrice={quote.nominal ?? undefined}
                  />
                )}
                <QuantityStepperField<TicketValues>
                  name="quantity"
                  label={t('ticket.quantity')}
                  lot={lot}
                  description={t('ticket.lot', { count: lot })}
                />
                {values.timeInForce === 'GTD' && (
                  <TextField<TicketValues>
                    name="expiryDate"
                    type="date"
                    label={t('ticket.expiryDate')}
                    min={facts.today}
                  />
                )}
              </SimpleGrid>
              {values.kind === 'CONDITIONAL' && (
                <ConditionFields
                  values={values}
                  side={values.side}
                  table={rules.spreadTable}
                  decimals={decimals}
                  startPrice={quote.nominal ?? undefined}
                />
              )}
              {carriesInvestorId(instrument.market) && <OrderAccountPanel rri={account?.rri ?? false} />}
              {capacity}
              {fees}
              {classic ? (
                <Group grow>{(['BUY', 'SELL'] as const).map(submitButton)}</Group>
              ) : (
                submitButton(values.side)
              )}
            </Stack>
          </Form>
        </Paper>
      )}
      {outcome}
      <ClosableDialog
        opened={askFeeContinue !== null}
        onClose={() => setAskFeeContinue(null)}
        title={t('fees.unavailable')}
      >
        <Text>{t('errors:handlingFeeUnavailable')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAskFeeContinue(null)}>
            {t('ticket.back')}
          </Button>
          <Button
            onClick={() => {
              const request = askFeeContinue!;
              setAskFeeContinue(null);
              proceed(request);
            }}
          >
            {t('ticket.continueAnyway')}
          </Button>
        </Group>
      </ClosableDialog>
      <LeaveWarningDialog blocker={blocker} />
    </Stack>
  );
}
