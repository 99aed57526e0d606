import { Alert, Grid, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountQuotePlan, Quote } from '@lantau/contract';
import { lazy, type ReactNode } from 'react';
import { PageLoader } from '../../../shared/ui/page-loader';
import { LoadWhenNeeded } from '../../../shared/ui/load-when-needed';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useBrowserIdle } from '../../../shared/ui/use-browser-idle';
import { FirstScreenDrawn } from '../../../shared/ui/first-screen-mark';
import { useQuotePlan, useQuoteSelector, type Instrument, useQuoteFeed } from '../../../shared/market-data';
import { MarketScope } from '../ui/market-scope';
import { AuctionPanels } from './auction-panels';
import { PlanBadge } from './plan-badge';
import { QuoteHeader } from './quote-header';
import { QuoteFlags, StatsGrid } from './stats-grid';

/**
 * What the quote draws below its figures, the chart and the book (depth, broker queue, trades), loaded as one: on a
 * phone the book sits under the chart, and a chart that came after it would push it down.
 */
const loadBelowTheFigures = () =>
  Promise.all([import('../chart/chart-panel'), import('./quote-book-column')]);
const ChartPanel = lazy(async () => ({ default: (await loadBelowTheFigures())[0].ChartPanel }));
const QuoteBookColumn = lazy(async () => ({ default: (await loadBelowTheFigures())[1].QuoteBookColumn }));
const QuotaDialog = lazy(async () => ({ default: (await import('./quota-dialog')).QuotaDialog }));

/**
 * The chart and the book at the browser's first idle moment after the quote is drawn: on a phone both sit below
 * the figures, and the nominal price (the first screen's largest text) waited for their code and their rendering,
 * the chart's with its period bar measured (a forced layout) and its candles asked for, parsed and checked
 * (bench/README.md, "Session 33", "Session 36"). Beside or under the figures on a wider screen, they follow them by
 * a moment, below what is drawn: nothing moves.
 */
function BelowTheFigures({ children }: { children: ReactNode }) {
  return <LoadWhenNeeded needed={useBrowserIdle()}>{children}</LoadWhenNeeded>;
}

/** The quote of one instrument under the account's plan in its market. */
/** `actions`: what the page offers for the instrument (Buy and Sell), under its name and price. */
export function QuoteView({ instrument, actions }: { instrument: Instrument; actions?: ReactNode }) {
  const { t } = useTranslation('market');
  const { plan, isPending, isError, refetch } = useQuotePlan(instrument.market);
  if (isPending) return <PageLoader />;
  // A failure or a market without quotes is the first screen too: the frame's extras need not wait for their cap.
  if (isError) {
    return (
      <>
        <FirstScreenDrawn />
        <RetryAlert title={t('quote.plansFailed')} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!plan) {
    return (
      <Alert color="yellow" role="status">
        <FirstScreenDrawn />
        {t('quote.notSupported')}
      </Alert>
    );
  }
  return <PlannedQuote instrument={instrument} plan={plan} actions={actions} />;
}

// The page itself only needs to know whether there is a quote yet: each panel subscribes to its own part, so a
// tick re-renders the panels it touched, never the page.
const hasQuote = (quote: Quote | undefined) => quote !== undefined;

function PlannedQuote({
  instrument,
  plan,
  actions,
}: {
  instrument: Instrument;
  plan: AccountQuotePlan;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('market');
  const feed = useQuoteFeed(instrument, plan);
  const quote = useQuoteSelector(instrument, hasQuote);
  const level2 = plan.plan === 'LEVEL2';
  // Until the first snapshot (every plan but CLICK asks for one at once) the page is one loader: drawn without
  // it, the name, the lot's line and the price's line came in later and pushed the header's badges and the Buy
  // and Sell buttons down (a layout shift Lighthouse counted once the page's code came before its snapshot,
  // bench/README.md session 34; home-layout.spec.ts holds it).
  if (!quote && plan.plan !== 'CLICK' && !feed.error) return <PageLoader />;
  return (
    <MarketScope>
      <FirstScreenDrawn />
      <Stack gap="md">
        <QuoteHeader instrument={instrument} planBadge={<PlanBadge plan={plan.plan} feed={feed} />} />
        {actions}
        {plan.plan === 'LEVEL1' && (
          <Text size="sm" c="dimmed">
            {t('quote.level1Web')}
          </Text>
        )}
        {feed.error !== null && feed.error !== undefined && (
          <Alert color="red" role="alert">
            {t('quote.loadFailed')}
          </Alert>
        )}
        {!quote && plan.plan === 'CLICK' && (
          <Alert color="blue" role="status">
            {t('quote.clickPrompt')}
          </Alert>
        )}
        {quote && (
          // Half and half from lg: the 10-level depth table (7 columns) fits its half at 1280 px without
          // scrolling; min-width 0 lets each half shrink, so a narrower screen scrolls the table in its box.
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 6 }} miw={0} className="quote-pane">
              <Stack gap="md">
                <QuoteFlags instrument={instrument} />
                <Paper withBorder p="sm">
                  <StatsGrid instrument={instrument} />
                </Paper>
                <AuctionPanels instrument={instrument} />
                <BelowTheFigures>
                  <ChartPanel instrument={instrument} streaming={level2} />
                </BelowTheFigures>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }} miw={0} className="quote-pane">
              <BelowTheFigures>
                <QuoteBookColumn instrument={instrument} level2={level2} />
              </BelowTheFigures>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      {/* Opened when the clicks run out: its code (Mantine's Modal) comes then, not with the quote. */}
      <LoadWhenNeeded needed={feed.quotaExhausted}>
        <QuotaDialog opened={feed.quotaExhausted} onClose={feed.dismissQuota} plan={plan} />
      </LoadWhenNeeded>
    </MarketScope>
  );
}
