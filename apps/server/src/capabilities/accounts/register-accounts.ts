import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { QuotePlan } from '@lantau/contract';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { Database } from '../../platform/db/schema';
import { readBalances, type Ledger, type MarginHeadroom } from '../ledger';
import type { MarketClock } from '../../platform/time/market-clock';
import type { QuoteSource } from '../market-data/quote-source';
import { createAccountRepository } from './account-repository';
import { registerAccountRoutes } from './account-routes';
import { createAccountService, type AccountService } from './account-service';
import { marginHeadroomOf } from './account-valuation';
import { createPositionPrices } from './position-prices';
import { createValuationData } from './valuation-data';

/** What the accounts calls and the ledger's margin checks value accounts with: prices and reference data. */
export function createAccountValuation(
  db: Kysely<Database>,
  quotes: QuoteSource,
  clock: Pick<MarketClock, 'today'>,
  options: { ttlMs?: number } = {},
) {
  const repository = createAccountRepository(db);
  const valuation = createValuationData(repository, options);
  const prices = createPositionPrices(quotes);

  /**
   * The ledger's margin check: a margin account's buying power at live prices (the broker's risk view, not
   * the client's quote plan), read inside the hold's transaction while the account row is locked, or on the
   * pool for the ticket's estimate. Everything, the valuation data's refill included, reads through `trx`.
   */
  const marginHeadroom: MarginHeadroom = async (trx, account, currency) => {
    const [row, balances, data] = await Promise.all([
      repository.findCreditTerms(trx, account),
      readBalances(trx, account, clock.today()),
      valuation.get(trx),
    ]);
    if (!row) return new Decimal(0);
    return marginHeadroomOf(
      {
        accountType: row.account_type,
        creditLimit: new Decimal(row.credit_limit),
        balances,
        data,
        priceOf: (market, stockCode) => prices(market, stockCode, true),
      },
      currency,
    );
  };
  return { repository, valuation, prices, marginHeadroom };
}

export type AccountValuation = ReturnType<typeof createAccountValuation>;

/** The accounts calls (/api/accounts...). */
export function registerAccounts(
  app: FastifyInstance,
  valuation: AccountValuation,
  deps: {
    db: Kysely<Database>;
    ledger: Ledger;
    clock: Pick<MarketClock, 'today'>;
    webPlans: (userId: string) => Promise<Record<string, QuotePlan>>;
    brokers: Pick<BrokerRepository, 'findConfigurations'>;
  },
): AccountService {
  const service = createAccountService({
    db: deps.db,
    repository: valuation.repository,
    ledger: deps.ledger,
    clock: deps.clock,
    prices: valuation.prices,
    valuation: valuation.valuation,
    webPlans: deps.webPlans,
    brokers: deps.brokers,
  });
  registerAccountRoutes(app, service);
  // The back office's client look-up reads accounts through the same service.
  return service;
}
