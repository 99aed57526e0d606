import { describe, expect, it } from 'vitest';
import { getSnapshotDetails } from '@lantau/contract';
import { priceUnitsToString } from '@lantau/domain';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { marketGet, sessionsFor } from './support/market-data';
import { useTestServer } from './support/test-server';

const FIFTEEN_MINUTES = 15 * 60_000;

// The market runs on an injected clock: the delayed plan's data must be exactly 15 minutes older than it.
describe.each(testBackends)('delayed quotes on an injected clock (%s)', (backend) => {
  let marketNow = Date.now();
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const sessionOf = sessionsFor(server);

  it('serve the state of exactly 15 minutes ago, stamped with that time', async () => {
    const simulator = server.current.app.marketSimulator;
    // The simulator starts with 15 minutes of recorded history behind it; trade on for half a minute.
    for (let second = 0; second < 30; second += 1) {
      marketNow += 1000;
      simulator.advanceTo(marketNow);
    }
    const asOf = marketNow - FIFTEEN_MINUTES;
    const then = simulator.quoteAt('HK', '00700', asOf);
    const live = simulator.quote('HK', '00700');
    expect(then?.seq).toBeLessThan(live?.seq ?? 0);

    const delayed = await marketGet(server.current, await sessionOf('LTU1005'), '/snapshots/details', {
      market: 'HK',
      stockCode: '00700',
    });
    const quote = getSnapshotDetails.data.parse(delayed.body.data);
    expect(quote).toMatchObject({ delayed: true, feedPlan: 'DELAYED', updateTime: asOf });
    expect(quote.nominal).toBe(then?.last === null || !then ? null : priceUnitsToString(then.last));
    expect(quote.volume).toBe(then?.volume);

    const level2 = await marketGet(server.current, await sessionOf('LTU1004'), '/snapshots/details', {
      market: 'HK',
      stockCode: '00700',
    });
    expect(level2.body.data).toMatchObject({ delayed: false, updateTime: live?.time, volume: live?.volume });

    // Candles of a delayed plan end 15 minutes ago too.
    const candles = await marketGet<{ candles: { time: number }[] }>(
      server.current,
      await sessionOf('LTU1005'),
      '/stocks/candles',
      { market: 'HK', stockCode: '00700', period: '1m', limit: 30 },
    );
    expect(candles.body.data.candles.at(-1)?.time).toBeLessThanOrEqual(asOf);
  });
});
