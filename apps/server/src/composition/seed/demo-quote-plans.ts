import { marketCodes, type MarketCode } from '@lantau/contract';
import { insertMissing, type Executor } from '../../platform/db/insert-missing';
import { demoBrokers } from './demo-brokers';
import { demoClients } from './demo-clients';

/** The markets a demo broker's clients get quotes for: the markets it trades. */
function quotedMarketsOf(brokerCode: string): MarketCode[] {
  const traded = demoBrokers.find((broker) => broker.brokerCode === brokerCode)?.configuration
    .WebEnableTradeMarket;
  return marketCodes.filter((market) => (traded as readonly string[] | undefined)?.includes(market));
}

/**
 * A quote plan for every demo client in every market its broker trades (DELAYED unless the client says
 * otherwise). Existing rows are left alone, so clicks spent and plans changed survive a restart.
 */
export async function seedDemoQuotePlans(db: Executor): Promise<void> {
  await insertMissing(
    db,
    'quote_plans',
    demoClients.flatMap((client) =>
      quotedMarketsOf(client.brokerCode).map((market) => {
        const chosen = client.quotePlans?.[market];
        const plan = chosen?.plan ?? 'DELAYED';
        return {
          user_id: client.userId,
          market,
          plan,
          clicks_remaining: plan === 'CLICK' ? (chosen?.clicks ?? 0) : null,
        };
      }),
    ),
  );
}
