import Decimal from 'decimal.js';
import type {
  ApiLanguage,
  MarketCode,
  Statement,
  StatementKind,
  StatementPosition,
  StatementSummary,
} from '@lantau/contract';
import type { BrokerRepository } from '../brokers/broker-repository';
import { AppError } from '../../platform/http/app-error';
import type { PositionPrices } from '../accounts/position-prices';
import { availableRange, earliestStatementDate, periodOf, periodRange } from './statement-periods';
import type { StatementRepository } from './statement-repository';
import { cashOfPeriod, tradeOf } from './statement-figures';

export interface StatementServiceDeps {
  repository: StatementRepository;
  brokers: Pick<BrokerRepository, 'findConfigurations'>;
  prices: PositionPrices;
  today: () => string;
  clock: () => number;
}

/**
 * A client's statements: which periods have one, and one period's figures, read from the ledger when asked.
 * Every call checks the account is the caller's (E6008) and that the broker offers statements (E7050).
 */
export function createStatementService(deps: StatementServiceDeps) {
  const { repository } = deps;

  /** The account's holder, and whether the broker offers extended statement history. */
  async function access(userId: string, accountNumber: string) {
    const holder = await repository.findHolder(userId, accountNumber);
    if (!holder) throw new AppError('E6008');
    const flags = await deps.brokers.findConfigurations(holder.broker_code, [
      'WebStatementEnable',
      'WebExtStatementEnable',
    ]);
    const flag = (key: string) => flags.find((row) => row.config_key === key)?.value === true;
    if (!flag('WebStatementEnable')) throw new AppError('E7050');
    return { holder, extended: flag('WebExtStatementEnable') };
  }

  const nameOf = (market: MarketCode, stockCode: string, language: ApiLanguage) =>
    deps.prices(market, stockCode, false)?.name[language] ?? stockCode;

  /**
   * Positions at the period's end. A period that includes today is valued at the last (15-minute delayed)
   * price; an earlier one at the latest close the market data has (the simulated exchange keeps no history).
   */
  function positionOf(
    row: { market: string; stock_code: string; quantity: string },
    includesToday: boolean,
    language: ApiLanguage,
  ): StatementPosition {
    const market = row.market as MarketCode;
    const price = deps.prices(market, row.stock_code, false);
    const quantity = new Decimal(row.quantity);
    const closingPrice = price ? (includesToday ? price.last : price.previousClose) : null;
    return {
      market,
      stockCode: row.stock_code,
      name: price?.name[language] ?? row.stock_code,
      currency: price?.currency ?? 'HKD',
      quantity: quantity.toNumber(),
      closingPrice: closingPrice?.toFixed(3) ?? null,
      marketValue: closingPrice ? closingPrice.times(quantity).toFixed(2) : null,
    };
  }

  return {
    async list(
      userId: string,
      accountNumber: string,
      query: { kind: StatementKind; from: string; to: string },
    ): Promise<{ earliest: string; statements: StatementSummary[] }> {
      const { extended } = await access(userId, accountNumber);
      const today = deps.today();
      const earliest = earliestStatementDate(query.kind, today, extended);
      const from = query.from < earliest ? earliest : query.from;
      const to = query.to > today ? today : query.to;
      if (from > to) return { earliest, statements: [] };
      const periods = await repository.findActivePeriods(
        accountNumber,
        { from, to },
        query.kind === 'MONTHLY',
      );
      return {
        earliest,
        statements: periods.map((period) => ({
          kind: query.kind,
          period: periodOf(query.kind, period),
          ...periodRange(query.kind, period),
        })),
      };
    },

    async statement(
      userId: string,
      accountNumber: string,
      kind: StatementKind,
      period: string,
      language: ApiLanguage,
    ): Promise<Statement> {
      const { holder, extended } = await access(userId, accountNumber);
      const today = deps.today();
      const range = availableRange(kind, period, today, extended);
      const [broker, opening, entries, positions, trades] = await Promise.all([
        repository.findBrokerHeading(holder.broker_code, language),
        repository.findOpeningCash(accountNumber, range.from),
        repository.findCashEntries(accountNumber, range),
        repository.findClosingPositions(accountNumber, range.to),
        repository.findTrades(accountNumber, range),
      ]);
      return {
        kind,
        period,
        ...range,
        generatedAt: new Date(deps.clock()).toISOString(),
        client: {
          name: language === 'en_US' ? holder.name_en : holder.name_zh || holder.name_en,
          accountNumber,
          accountType: holder.account_type,
        },
        broker,
        cash: cashOfPeriod(opening, entries, language),
        trades: trades.map((row) => tradeOf(row, nameOf(row.market as MarketCode, row.stock_code, language))),
        positions: positions.map((row) => positionOf(row, range.to >= today, language)),
      };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
