import Decimal from 'decimal.js';
import type { CurrencyCode, FundRequestStatus, FundRequestType } from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import type { FundCaller, FundContext } from './fund-context';
import { withdrawableOf } from './fund-money';
import { canCancelFundRequest } from './fund-request-states';
import { fundReferenceRepository } from './fund-reference-repository';
import { fundRepository } from './fund-repository';
import { announceFund, moveRequest } from './fund-transitions';
import { fundRequestViews } from './fund-views';
import { assertHolds, currencyRuleOf, fundSwitchesOf, stockAccountOf } from './fund-settings';
import { exchangeTerms } from './exchange-rates';

const DAY_MS = 86_400_000;

/** The client's reads of fund requests and money, and withdrawing a pending request. */
export function createClientQueries(context: FundContext) {
  const { db, ledger } = context;

  return {
    async list(
      caller: FundCaller,
      query: {
        type?: FundRequestType | undefined;
        status?: FundRequestStatus | undefined;
        accountNumber?: string | undefined;
        from: string;
        to: string;
        limit: number;
        offset: number;
      },
    ) {
      const { FundHistRangeLimit } = await fundSwitchesOf(context.brokers, caller.brokerCode);
      const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
      if (days < 1 || days > FundHistRangeLimit) throw new AppError('E7019', { maxDays: FundHistRangeLimit });
      const { rows, total } = await fundRepository.listForClient(db, { ...query, userId: caller.userId });
      return { total, requests: await fundRequestViews(db, rows) };
    },

    async get(caller: FundCaller, requestId: string) {
      const row = await fundRepository.find(db, requestId);
      if (!row || row.user_id !== caller.userId) throw new AppError('E7020');
      return (await fundRequestViews(db, [row]))[0]!;
    },

    /** PND/ACK to PTC to CAN in one transaction, its hold voided with it. */
    async cancel(caller: FundCaller, requestId: string) {
      await db.transaction().execute(async (trx) => {
        const row = await fundRepository.lock(trx, requestId);
        if (!row || row.user_id !== caller.userId) throw new AppError('E7020');
        if (!canCancelFundRequest(row.status)) throw new AppError('E7021', { status: row.status });
        const actor = { kind: 'CLIENT', id: caller.userId } as const;
        const kind = row.type.toLowerCase();
        const pending = await moveRequest(trx, row, 'PTC', actor, { action: `${kind}.withdrawal_requested` });
        if (row.hold_id !== null) await ledger.voidHold(trx, row.hold_id);
        await moveRequest(trx, pending, 'CAN', actor, { action: `${kind}.cancelled` });
      });
      // The client's other tabs follow too.
      await announceFund(context.bus, await fundRepository.find(db, requestId));
      return this.get(caller, requestId);
    },

    async withdrawable(caller: FundCaller, accountNumber: string, currency: CurrencyCode) {
      const account = await stockAccountOf(db, caller.userId, accountNumber);
      assertHolds(account, currency);
      const rule = await currencyRuleOf(db, caller.brokerCode, currency);
      const withdrawable = await withdrawableOf(db, ledger, accountNumber, currency);
      const fee = rule?.withdrawal_fee == null ? null : new Decimal(rule.withdrawal_fee);
      return {
        accountNumber,
        currency,
        withdrawable: withdrawable.toFixed(2),
        fee: fee === null ? null : fee.toFixed(2),
        maxAmount: Decimal.max(0, withdrawable.minus(fee ?? 0)).toFixed(2),
      };
    },

    async exchangeQuote(
      caller: FundCaller,
      query: { accountNumber: string; from: CurrencyCode; to: CurrencyCode; amount?: string | undefined },
    ) {
      const account = await stockAccountOf(db, caller.userId, query.accountNumber);
      const amount = query.amount === undefined ? undefined : new Decimal(query.amount);
      const terms = await exchangeTerms(db, caller.brokerCode, account, query.from, query.to, amount);
      const available = await withdrawableOf(db, ledger, query.accountNumber, query.from);
      return {
        accountNumber: query.accountNumber,
        from: query.from,
        to: query.to,
        rate: terms.rate.toFixed(),
        rateTime: terms.rateTime.toISOString(),
        fee: terms.fee.toFixed(2),
        exchangeable: Decimal.max(0, available.minus(terms.fee)).toFixed(2),
        amount: amount === undefined ? null : amount.toFixed(2),
        toAmount: terms.toAmount === undefined ? null : terms.toAmount.toFixed(2),
      };
    },

    async cryptoAccounts(caller: FundCaller) {
      const pairs = await fundReferenceRepository.cryptoPairs(db, caller.userId);
      return Promise.all(
        pairs.map(async (pair) => {
          const balances = await ledger.balances(db, pair.crypto_account_number);
          return {
            cryptoAccountNumber: pair.crypto_account_number,
            stockAccountNumber: pair.stock_account_number,
            cash: balances.cash.map((cash) => ({
              currency: cash.currency,
              balance: cash.settled.plus(cash.unsettled).toFixed(2),
              available: cash.available.toFixed(2),
            })),
          };
        }),
      );
    },
  };
}

export type ClientQueries = ReturnType<typeof createClientQueries>;
