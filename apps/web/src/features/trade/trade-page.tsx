import { useEffect, useRef } from 'react';
import { Alert, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountQuotePlan, OrderSide, Quote } from '@lantau/contract';
import {
  configValue,
  instrumentTypeConfigKeys,
  instrumentTypeListsFrom,
  useBrokerConfigurations,
  useCurrentBroker,
} from '../../shared/broker';
import { DepthLadder, DepthTable, PlanBadge, QuoteHeader } from '../market';
import { StockSearch } from '../../shared/market-data/stock-search';
import { useQuoteFeed, useQuotePlan, useQuoteSelector, type Instrument } from '../../shared/market-data';
import { useEncryptedQuery } from '../../shared/url';
import { useKeepNoticesOffTheRight } from '../../shared/ui/notices-placement';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { usePhone } from '../../shared/ui/use-phone';
import { useAccounts } from '../account';
import { useLiveOrderUpdates } from '../orders';
import { useTradeSettings } from './api/trade-settings';
import { CostCalculatorButton } from './cost-calculator/cost-calculator-button';
import { OrderTicket, type BrokerTradeFacts } from './ticket/order-ticket';
import { tradeTargetFromParams, useTradeNavigation } from '../../shared/url/trade-paths';
import { TradeSettingsMenu } from './trade-settings-menu';
import './trade-page.css';

const brokerKeys = [
  'WebEnableTradeMarket',
  'WebOddLotOrderEnable',
  'ASharesBuyLotSize',
  'ASharesSellLotSize',
  'BSharesBuyLotSize',
  'BSharesSellLotSize',
  ...instrumentTypeConfigKeys,
] as const;

/** /{code}/main/trade: a stock search, and the order ticket beside the chosen instrument's quote. */
export default function TradePage() {
  const { t } = useTranslation('trade');
  useDocumentTitle(t('ticket.title'));
  const query = useEncryptedQuery();
  const { openTicket } = useTradeNavigation();
  // Fills arrive on the session socket: the placed order's status, buying power and sellable follow them.
  useLiveOrderUpdates();
  const target = query.status === 'ready' ? tradeTargetFromParams(query.params) : undefined;
  const settings = useTradeSettings();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('ticket.title')}
        </Title>
        <Group gap="xs">
          {target && <CostCalculatorButton instrument={target} />}
          <TradeSettingsMenu settings={settings} />
        </Group>
      </Group>
      <StockSearch
        label={t('ticket.search')}
        onPick={(picked) => void openTicket({ ...picked, side: target?.side })}
      />
      {query.status === 'loading' && <PageLoader />}
      {query.status === 'invalid' && (
        <Alert color="yellow" role="status">
          {t('ticket.invalidLink')}
        </Alert>
      )}
      {query.status === 'ready' &&
        (target ? (
          <TradeView
            key={`${target.market}|${target.stockCode}`}
            instrument={target}
            side={target.side ?? 'BUY'}
            accountNumber={target.accountNumber}
          />
        ) : (
          <Text c="dimmed">{t('ticket.pick')}</Text>
        ))}
    </Stack>
  );
}

/**
 * One instrument's quote, ticket and book: the trade page's, and the IPO grey market's (the ticket offers only what
 * the quote's phase takes there). Offered to other features through the trade feature's index.
 */
export function TradeView({
  instrument,
  side,
  accountNumber,
}: {
  instrument: Instrument;
  side: OrderSide;
  accountNumber?: string;
}) {
  const { t } = useTranslation(['trade', 'errors']);
  const plan = useQuotePlan(instrument.market);
  const accounts = useAccounts();
  const broker = useCurrentBroker();
  const configurations = useBrokerConfigurations(broker.brokerCode, brokerKeys);
  if (plan.isPending || accounts.isPending || configurations.isPending) return <PageLoader />;
  if (accounts.isError || configurations.isError || plan.isError) {
    return (
      <RetryAlert
        title={t('ticket.loadFailed')}
        onRetry={() => {
          void accounts.refetch();
          void configurations.refetch();
          void plan.refetch();
        }}
      />
    );
  }
  const enabled = configValue(configurations.data, 'WebEnableTradeMarket');
  const tradable =
    enabled === undefined ||
    (!enabled.includes('NONE' as never) && enabled.includes(instrument.market as never));
  // The requested account first (a position's), then the others that can trade the market.
  const eligible = accounts.data
    .filter((account) => account.markets.includes(instrument.market))
    .sort((a, b) => Number(b.accountNumber === accountNumber) - Number(a.accountNumber === accountNumber));
  const facts: BrokerTradeFacts = {
    enabledMarkets: enabled,
    oddLotOrdersEnabled: configValue(configurations.data, 'WebOddLotOrderEnable') ?? false,
    lots: {
      aSharesBuyLotSize: configValue(configurations.data, 'ASharesBuyLotSize'),
      aSharesSellLotSize: configValue(configurations.data, 'ASharesSellLotSize'),
      bSharesBuyLotSize: configValue(configurations.data, 'BSharesBuyLotSize'),
      bSharesSellLotSize: configValue(configurations.data, 'BSharesSellLotSize'),
    },
    instrumentTypes: instrumentTypeListsFrom(configurations.data),
  };
  const blocked = !tradable
    ? t('errors:tradeNotSupported')
    : eligible.length === 0
      ? t('errors:noAccountForMarket')
      : null;
  if (!plan.plan) {
    return (
      <Alert color="yellow" role="status">
        {t('errors:quoteNotSupported')}
      </Alert>
    );
  }
  return (
    <QuotedTicket
      instrument={instrument}
      plan={plan.plan}
      side={side}
      blocked={blocked}
      accounts={eligible}
      facts={facts}
    />
  );
}

const whole = (quote: Quote | undefined) => quote;

function QuotedTicket({
  instrument,
  plan,
  side,
  blocked,
  accounts,
  facts,
}: {
  instrument: Instrument;
  plan: AccountQuotePlan;
  side: OrderSide;
  blocked: string | null;
  accounts: Parameters<typeof OrderTicket>[0]['accounts'];
  facts: BrokerTradeFacts;
}) {
  const { t } = useTranslation('trade');
  const feed = useQuoteFeed(instrument, plan);
  const quote = useQuoteSelector(instrument, whole);
  const { historyPath } = useTradeNavigation();
  const settings = useTradeSettings();
  // On a phone the book is a five-level ladder under the ticket; the depth table needs a desktop's width.
  const phone = usePhone();
  const fullDepth = plan.plan === 'LEVEL2';
  // Once a stock is chosen, a phone brings the ticket to the top of the screen, its button in view: the search,
  // the price and the book are a scroll away.
  const ticketRef = useRef<HTMLDivElement>(null);
  const quoted = quote !== undefined;
  // From lg the ticket fills the right half: an order's notices go where they leave it whole.
  useKeepNoticesOffTheRight();
  useEffect(() => {
    if (phone && quoted) ticketRef.current?.scrollIntoView({ block: 'start' });
  }, [phone, quoted]);
  return (
    <Box className="trade-layout">
      <Box className="trade-layout__quote">
        <QuoteHeader instrument={instrument} planBadge={<PlanBadge plan={plan.plan} feed={feed} />} />
      </Box>
      <Box className="trade-layout__ticket" ref={ticketRef}>
        {blocked ? (
          <Alert color="yellow" role="status">
            {blocked}
          </Alert>
        ) : quote ? (
          <OrderTicket
            instrument={instrument}
            quote={quote}
            accounts={accounts}
            broker={facts}
            initialSide={side}
            settings={settings}
            historyPath={historyPath}
          />
        ) : plan.plan === 'CLICK' ? (
          <Alert color="blue" role="status">
            {t('ticket.clickPrompt')}
          </Alert>
        ) : (
          <PageLoader />
        )}
      </Box>
      {quote && (
        <Box className="trade-layout__book">
          {phone ? (
            <DepthLadder instrument={instrument} count={fullDepth ? 5 : 1} />
          ) : (
            <DepthTable instrument={instrument} fullDepth={fullDepth} />
          )}
        </Box>
      )}
    </Box>
  );
}
