import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountOverview } from '@lantau/contract';
import { usePnlShown } from '../../../shared/feature-gates';
import { Amount, PnlAmount } from '../../../shared/ui/amount';

const plain = ['buyingPower', 'netAssets', 'marketValue', 'cash'] as const;
const pnl = ['unrealisedPnl', 'todayPnl'] as const;

/**
 * The account's totals in its base currency, one card each, labelled for screen readers by a list; the P/L
 * cards only where the broker shows P/L (WebPNLEnable).
 */
export function TotalsGrid({ overview }: { overview: AccountOverview }) {
  const { t } = useTranslation('account');
  const { totals, baseCurrency } = overview;
  const pnlShown = usePnlShown();
  // The currency goes with the label, so the figure alone fills the card's width on a phone.
  const card = (key: (typeof plain)[number] | (typeof pnl)[number], value: React.ReactNode) => (
    <Paper component="li" key={key} withBorder p="sm">
      <Text size="sm" c="dimmed" id={`total-${key}`}>
        {t('overview.inCurrency', { label: t(`overview.${key}`), currency: baseCurrency })}
      </Text>
      <Text
        fz="lg"
        fw={700}
        aria-labelledby={`total-${key}`}
        aria-describedby={key === 'buyingPower' ? 'total-buyingPower-help' : undefined}
      >
        {value}
      </Text>
      {/* Every currency in the base currency here; the ticket shows one market's currency: say which is which. */}
      {key === 'buyingPower' && (
        <Text size="xs" c="dimmed" id="total-buyingPower-help" data-testid="buying-power-help">
          {t(`overview.buyingPowerHelp.${overview.account.type}`, { currency: baseCurrency })}
        </Text>
      )}
    </Paper>
  );
  return (
    <section aria-label={t('overview.totals')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, lg: pnlShown ? 6 : 4 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {plain.map((key) => card(key, <Amount value={totals[key]} />))}
        {pnlShown && pnl.map((key) => card(key, <PnlAmount value={totals[key]} />))}
      </SimpleGrid>
    </section>
  );
}
