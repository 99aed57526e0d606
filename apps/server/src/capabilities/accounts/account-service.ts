import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type {
  Account,
  AccountOverview,
  AccountRecord,
  ApiLanguage,
  CurrencyCode,
  LocalizedText,
  MarketCode,
  Position,
  QuotePlan,
} from '@lantau/contract';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { issueMessages } from '../../platform/i18n/server-messages';
import type { Ledger } from '../ledger';
import type { MarketClock } from '../../platform/time/market-clock';
import { isLive } from '../market-data/plan-rules';
import type { AccountRepository, AccountRow, RecordFilter, RecordRow } from './account-repository';
import { positionKey, valueAccount, type TodaysTrades } from './account-valuation';
import type { PositionPrices } from './position-prices';
import type { ValuationDataSource } from './valuation-data';

export interface AccountServiceDeps {
  db: Kysely<Database>;
  repository: AccountRepository;
  ledger: Pick<Ledger, 'balances'>;
  /** The market's clock: today's trades, and which records are still pending. */
  clock: Pick<MarketClock, 'today'>;
  prices: PositionPrices;
  valuation: ValuationDataSource;
  /** The plan the web is served per market (LEVEL1 shows as DELAYED): live prices on Level 2 only. */
  webPlans: (userId: string) => Promise<Record<string, QuotePlan>>;
  brokers: Pick<BrokerRepository, 'findConfigurations'>;
}

const BASE_CURRENCY: CurrencyCode = 'HKD';

export function accountOf(row: AccountRow): Account {
  return {
    accountNumber: row.account_number,
    type: row.account_type,
    nickname: row.nickname,
    markets: row.markets as MarketCode[],
    currencies: row.currencies as CurrencyCode[],
    rri: row.rri,
    ceNumber: row.ce_number,
    bcan: row.bcan,
    professionalInvestor: row.professional_investor,
  };
}

/** Words for a hold in the account record: what it keeps aside and for what. */
const holdDescription = (reference: string): LocalizedText => ({
  en_US: `On hold for ${reference}`,
  zh_HK: `${reference} 凍結`,
  zh_CN: `${reference} 冻结`,
});

const dividendSource = (stockCode: string): LocalizedText => ({
  en_US: `Dividend ${stockCode}`,
  zh_HK: `股息 ${stockCode}`,
  zh_CN: `股息 ${stockCode}`,
});

const openingSource: LocalizedText = { en_US: 'Opening balance', zh_HK: '期初結餘', zh_CN: '期初余额' };

/**
 * What a client reads for a movement's reference: the order's or request's short number, or its source in words.
 * The raw reference (an execution, order or request UUID, an announcement ID) stays in `reference` for programs.
 */
function referenceTextOf(row: RecordRow, language: ApiLanguage): string | null {
  if (row.source_number) return row.source_number;
  const words =
    row.dividend_stock_code !== null
      ? dividendSource(row.dividend_stock_code)
      : row.reason === 'OPENING_BALANCE'
        ? openingSource
        : null;
  return words && (words[language] ?? words.en_US ?? null);
}

const recordStateOf = (row: RecordRow, today: string): AccountRecord['state'] => {
  if (row.kind === 'hold') return row.hold_state === 'ACTIVE' ? 'PENDING' : (row.hold_state ?? 'POSTED');
  return row.value_date > today ? 'PENDING' : 'POSTED';
};

function recordOf(row: RecordRow, today: string, language: ApiLanguage): AccountRecord {
  const referenceText = referenceTextOf(row, language);
  const description = row.description ?? holdDescription(referenceText ?? row.reference);
  return {
    entryID: row.kind === 'hold' ? `hold:${row.id}` : row.id,
    journalID: row.journal_id,
    time: new Date(row.created_at).toISOString(),
    reason: row.reason as AccountRecord['reason'],
    reference: row.reference,
    referenceText,
    description: description[language] ?? description.en_US ?? '',
    asset:
      row.asset_kind === 'cash'
        ? { kind: 'cash', currency: row.currency_code as CurrencyCode }
        : { kind: 'security', market: row.market as MarketCode, stockCode: row.stock_code ?? '' },
    amount: new Decimal(row.amount).toFixed(),
    balanceAfter: new Decimal(row.balance_after ?? 0).toFixed(),
    state: recordStateOf(row, today),
  };
}

/** Today's buys and sells per instrument, from the trades' security legs and their cash legs. */
function todaysTradesOf(
  rows: { market: string | null; stock_code: string | null; quantity: string; cash: string }[],
) {
  const trades = new Map<string, TodaysTrades>();
  for (const row of rows) {
    const key = positionKey(row.market ?? '', row.stock_code ?? '');
    const entry = trades.get(key) ?? {
      bought: { quantity: new Decimal(0), amount: new Decimal(0) },
      sold: { quantity: new Decimal(0), amount: new Decimal(0) },
    };
    const quantity = new Decimal(row.quantity);
    const side = quantity.isPositive() ? entry.bought : entry.sold;
    side.quantity = side.quantity.plus(quantity.abs());
    side.amount = side.amount.plus(new Decimal(row.cash).abs());
    trades.set(key, entry);
  }
  return trades;
}

/**
 * The accounts calls: a client's accounts, each one's overview (cash, positions priced by the client's quote
 * plan, totals and margin in HKD), nickname, P/L cost edit and account record. Every call first checks the
 * account is the caller's (E6008 otherwise, the same for another client's account and a missing one).
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { repository } = deps;

  async function ownAccount(userId: string, accountNumber: string): Promise<AccountRow> {
    const row = await repository.findAccount(deps.db, userId, accountNumber);
    if (!row) throw new AppError('E6008');
    return row;
  }

  async function overview(userId: string, accountNumber: string): Promise<AccountOverview> {
    const row = await ownAccount(userId, accountNumber);
    const today = deps.clock.today();
    const [balances, plans, data, overrides, trades] = await Promise.all([
      deps.ledger.balances(deps.db, accountNumber, today),
      deps.webPlans(userId),
      deps.valuation.get(deps.db),
      repository.findCostOverrides(accountNumber),
      repository.findTodaysTrades(deps.db, accountNumber, today),
    ]);
    const planOf = (market: string): QuotePlan => plans[market] ?? 'DELAYED';
    const figures = valueAccount({
      accountType: row.account_type,
      creditLimit: new Decimal(row.credit_limit),
      balances,
      data,
      priceOf: (market, stockCode) => deps.prices(market, stockCode, isLive(planOf(market))),
      costOverrides: new Map(
        overrides.map((o) => [positionKey(o.market, o.stock_code), new Decimal(o.average_cost)]),
      ),
      todaysTrades: todaysTradesOf(trades),
    });
    const account = accountOf(row);
    return {
      account,
      baseCurrency: BASE_CURRENCY,
      // The plan of the account's first market (Hong Kong for every demo account); each position's price
      // follows its own market's plan.
      quotePlan: planOf(account.markets[0] ?? 'HK'),
      ...figures,
    };
  }

  return {
    async list(userId: string): Promise<Account[]> {
      return (await repository.findAccounts(userId)).map(accountOf);
    },

    overview,

    async setNickname(
      session: { userId: string; brokerCode: string },
      accountNumber: string,
      nickname: string,
    ): Promise<Account> {
      await ownAccount(session.userId, accountNumber);
      const [flag] = await deps.brokers.findConfigurations(session.brokerCode, ['WebAccountNicknameEnable']);
      // The broker does not offer nicknames: refused as an action the client may not take.
      if (flag?.value !== true) throw new AppError('E2014', { feature: 'WebAccountNicknameEnable' });
      const trimmed = nickname.trim();
      await repository.setNickname(session.userId, accountNumber, trimmed === '' ? null : trimmed);
      return accountOf(await ownAccount(session.userId, accountNumber));
    },

    async setPositionCost(
      userId: string,
      position: { accountNumber: string; market: MarketCode; stockCode: string },
      averageCost: string | null,
      language: ApiLanguage,
    ): Promise<Position> {
      await ownAccount(userId, position.accountNumber);
      if (averageCost !== null && new Decimal(averageCost).isNegative()) {
        throw new AppError('E1000', [
          { path: 'body.averageCost', message: issueMessages.atLeast(0, language) },
        ]);
      }
      const held = (await deps.ledger.balances(deps.db, position.accountNumber)).securities.some(
        (security) => security.market === position.market && security.stockCode === position.stockCode,
      );
      if (!held) throw new AppError('E3001');
      await repository.setCostOverride(
        position.accountNumber,
        position.market,
        position.stockCode,
        averageCost,
      );
      const { positions } = await overview(userId, position.accountNumber);
      const updated = positions.find(
        (p) => p.market === position.market && p.stockCode === position.stockCode,
      );
      if (!updated) throw new AppError('E3001');
      return updated;
    },

    async records(
      userId: string,
      accountNumber: string,
      filter: RecordFilter,
      language: ApiLanguage,
    ): Promise<{ total: number; records: AccountRecord[] }> {
      await ownAccount(userId, accountNumber);
      const { rows, total } = await repository.findRecords(accountNumber, filter);
      const today = deps.clock.today();
      return { total, records: rows.map((row) => recordOf(row, today, language)) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
