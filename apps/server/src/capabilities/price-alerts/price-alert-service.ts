import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { PriceAlert, PriceAlertChange, PriceAlertRequest } from '@lantau/contract';
import {
  PRICE_ALERTS_PER_USER,
  priceAlertCap,
  priceAlertValueProblem,
  type PriceAlertType,
} from '@lantau/domain';
import type { MarketSimulator, UniverseMarket } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import { instrumentOf } from '../dividends/dividend-views';
import { AppError } from '../../platform/http/app-error';
import { priceAlertRepository, type PriceAlertRow } from './price-alert-repository';
import type { PriceAlertWatcher } from './price-alert-watcher';

export interface AlertClient {
  userId: string;
  brokerCode: string;
}

export function priceAlertView(row: PriceAlertRow): PriceAlert {
  return {
    alertID: row.alert_id,
    ...instrumentOf(row),
    type: row.type,
    frequency: row.frequency,
    value: new Decimal(row.value).toFixed(),
    enabled: row.enabled,
    status: row.status,
    triggerCount: row.fire_count,
    lastTriggeredAt: row.last_fired_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The value as stored, or E9022 with why not. */
function checkedValue(type: PriceAlertType, value: string): string {
  const problem = priceAlertValueProblem(type, value);
  if (problem !== null) throw new AppError('E9022', { problem, cap: priceAlertCap(type) });
  return new Decimal(value.trim()).toFixed();
}

/** A client's own price alerts: list, create, change, delete; every change is handed to the watcher. */
export function createPriceAlertService(deps: {
  db: Kysely<Database>;
  simulator: MarketSimulator;
  watcher: PriceAlertWatcher;
}) {
  const { db, simulator, watcher } = deps;

  async function own(client: AlertClient, alertId: string): Promise<PriceAlertRow> {
    const row = await priceAlertRepository.find(db, alertId);
    if (row === undefined || row.user_id !== client.userId) throw new AppError('E9020');
    return row;
  }

  return {
    async list(client: AlertClient, filter: { market?: string; stockCode?: string }) {
      const rows = await priceAlertRepository.list(db, client.userId, filter);
      return { alerts: rows.map(priceAlertView), limit: PRICE_ALERTS_PER_USER };
    },

    async create(client: AlertClient, request: PriceAlertRequest): Promise<PriceAlert> {
      if (simulator.instrument(request.market as UniverseMarket, request.stockCode) === undefined)
        throw new AppError('E3001');
      const value = checkedValue(request.type, request.value);
      const alertId = randomUUID();
      await db.transaction().execute(async (trx) => {
        // The client's row locked: two creations at once cannot both pass the count.
        await priceAlertRepository.lockUser(trx, client.userId);
        if ((await priceAlertRepository.countOf(trx, client.userId)) >= PRICE_ALERTS_PER_USER)
          throw new AppError('E9021', { limit: PRICE_ALERTS_PER_USER });
        await priceAlertRepository.insert(trx, {
          alert_id: alertId,
          broker_code: client.brokerCode,
          user_id: client.userId,
          market: request.market,
          stock_code: request.stockCode,
          type: request.type,
          frequency: request.frequency,
          value,
        });
      });
      await watcher.changed(alertId);
      return priceAlertView((await priceAlertRepository.find(db, alertId))!);
    },

    /**
     * Changes the value, frequency or enabled switch. A new value or frequency, or enabling a disabled or
     * triggered alert, re-arms it as if new (active, armed, not fired today).
     */
    async change(client: AlertClient, alertId: string, change: PriceAlertChange): Promise<PriceAlert> {
      const row = await own(client, alertId);
      const value = change.value === undefined ? row.value : checkedValue(row.type, change.value);
      const frequency = change.frequency ?? row.frequency;
      const enabled = change.enabled ?? row.enabled;
      const termsChanged = !new Decimal(value).eq(row.value) || frequency !== row.frequency;
      const switchedOn = enabled && (!row.enabled || row.status === 'TRIGGERED');
      const rearm = termsChanged || switchedOn;
      await priceAlertRepository.update(db, alertId, {
        value,
        frequency,
        enabled,
        updated_at: new Date(),
        ...(rearm && { status: 'ACTIVE', armed: true, last_fired_date: null }),
      });
      await watcher.changed(alertId);
      return priceAlertView((await priceAlertRepository.find(db, alertId))!);
    },

    async remove(client: AlertClient, alertId: string): Promise<null> {
      await own(client, alertId);
      await priceAlertRepository.remove(db, alertId);
      watcher.removed(alertId);
      return null;
    },
  };
}
export type PriceAlertService = ReturnType<typeof createPriceAlertService>;
