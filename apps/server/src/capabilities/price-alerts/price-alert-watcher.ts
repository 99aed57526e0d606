import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  changePercent,
  priceUnitsToString,
  stepPriceAlert,
  type PriceAlertState,
  type PriceObservation,
} from '@lantau/domain';
import type { MarketSimulator, UniverseMarket } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import type { MarketClock } from '../../platform/time/market-clock';
import { addClientMessage } from '../messages/message-repository';
import { instrumentName } from '../dividends/dividend-views';
import { priceAlertRepository, stateOf, type PriceAlertRow } from './price-alert-repository';
import { firingContent, firingTitle } from './price-alert-texts';

// The server's side of price alerts. Enabled, unfinished alerts are indexed in memory by instrument and looked at
// on every quote change of it (the simulator reports changes synchronously); the domain's evaluator decides
// whether the look is an edge that fires. A firing is claimed in the database with a conditional UPDATE and the
// client's message is written in the same transaction, so a second node watching the same alert cannot fire it
// again; a changed `armed` is written too so a restart resumes where it was. The index is rebuilt from the
// database at start, refreshed for an alert whenever its client changes it, and reloaded every minute so changes
// made through another node are picked up.

/** How often the whole index is reloaded from the database (changes made through another node). */
const RELOAD_MS = 60_000;

interface Watch {
  row: PriceAlertRow;
  state: PriceAlertState;
  /** A write for this alert is under way: looks are skipped until it ends (the next quote looks again). */
  busy: boolean;
}

const keyOf = (market: string, code: string) => `${market}|${code}`;

export function createPriceAlertWatcher(deps: {
  db: Kysely<Database>;
  simulator: MarketSimulator;
  /** The market's clock: an OPD alert fires once per business date of it. */
  clock: Pick<MarketClock, 'today'>;
  log: FastifyBaseLogger;
}) {
  const { db, simulator, clock, log } = deps;
  /** Instrument -> alert ID -> watch. */
  const watched = new Map<string, Map<string, Watch>>();
  const pending = new Set<Promise<unknown>>();

  function unwatch(alertId: string): void {
    for (const [key, alerts] of watched) {
      if (!alerts.delete(alertId)) continue;
      if (alerts.size === 0) watched.delete(key);
    }
  }

  function watch(row: PriceAlertRow): void {
    unwatch(row.alert_id);
    if (!row.enabled || row.status !== 'ACTIVE') return;
    const key = keyOf(row.market, row.stock_code);
    const alerts = watched.get(key) ?? new Map<string, Watch>();
    alerts.set(row.alert_id, { row, state: stateOf(row), busy: false });
    watched.set(key, alerts);
  }

  function observe(market: string, code: string): PriceObservation | undefined {
    const quote = simulator.quote(market as UniverseMarket, code);
    // No trade yet today: there is no live price to compare.
    if (quote?.last == null) return undefined;
    return {
      last: priceUnitsToString(quote.last),
      previousClose: priceUnitsToString(quote.previousClose),
      businessDate: clock.today(),
    };
  }

  function track(work: Promise<unknown>, alertId: string): void {
    const guarded = work.catch((error: unknown) =>
      log.error({ err: error, alertId }, 'a price alert could not be evaluated'),
    );
    pending.add(guarded);
    void guarded.finally(() => pending.delete(guarded));
  }

  function look(market: string, code: string): void {
    const alerts = watched.get(keyOf(market, code));
    if (alerts === undefined) return;
    const observation = observe(market, code);
    if (observation === undefined) return;
    for (const watch of alerts.values()) {
      if (watch.busy) continue;
      const step = stepPriceAlert(
        { type: watch.row.type, frequency: watch.row.frequency, value: watch.row.value },
        watch.state,
        observation,
      );
      if (!step.fire && step.next.armed === watch.state.armed) {
        watch.state = step.next;
        continue;
      }
      watch.busy = true;
      track(
        apply(watch, step.fire, step.next, observation).finally(() => {
          watch.busy = false;
        }),
        watch.row.alert_id,
      );
    }
  }

  async function apply(watch: Watch, fire: boolean, next: PriceAlertState, observation: PriceObservation) {
    const { row } = watch;
    if (!fire) {
      await priceAlertRepository.setArmed(db, row.alert_id, next.armed);
      watch.state = next;
      return;
    }
    const won = await db.transaction().execute(async (trx) => {
      if (!(await priceAlertRepository.claimFiring(trx, row, observation.businessDate))) return false;
      const facts = {
        stockCode: row.stock_code,
        name: instrumentName(row.market, row.stock_code),
        type: row.type,
        value: new Decimal(row.value).toFixed(),
        price: String(observation.last),
        changePercent: changePercent(observation.last, observation.previousClose),
      };
      await addClientMessage(trx, {
        brokerCode: row.broker_code,
        userId: row.user_id,
        type: 'market',
        title: firingTitle(facts),
        content: firingContent(facts),
        reference: row.alert_id,
      });
      return true;
    });
    if (won) {
      watch.state = next;
      if (next.finished) unwatch(row.alert_id);
      return;
    }
    // Another node fired it, or its client changed it meanwhile: take the row as it is now.
    await refresh(row.alert_id);
  }

  async function refresh(alertId: string): Promise<void> {
    const row = await priceAlertRepository.find(db, alertId);
    if (row === undefined) unwatch(alertId);
    else watch(row);
  }

  async function load(): Promise<number> {
    const rows = await priceAlertRepository.watched(db);
    watched.clear();
    for (const row of rows) watch(row);
    return rows.length;
  }

  return {
    /** Loads the alerts and listens to the market. Returns the stop function. */
    async start(): Promise<() => void> {
      await load();
      const stopQuotes = simulator.onChange((change) => {
        if (change.kind === 'quote') look(change.market, change.code);
      });
      const timer = setInterval(() => track(load(), 'reload'), RELOAD_MS);
      timer.unref();
      return () => {
        stopQuotes();
        clearInterval(timer);
      };
    },

    /** An alert was created or changed: watch it as it is now and look at its price at once. */
    async changed(alertId: string): Promise<void> {
      await refresh(alertId);
      const row = [...watched.values()].find((alerts) => alerts.has(alertId))?.get(alertId)?.row;
      if (row !== undefined) look(row.market, row.stock_code);
    },

    /** An alert was deleted. */
    removed: unwatch,

    /** Resolves once every write under way has ended (tests wait for it before reading messages). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /** How many alerts are watched (for tests). */
    size: () => [...watched.values()].reduce((sum, alerts) => sum + alerts.size, 0),
  };
}
export type PriceAlertWatcher = ReturnType<typeof createPriceAlertWatcher>;
