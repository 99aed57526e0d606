import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import {
  cryptoTransferLimits,
  hkdOnlyDepositMethods,
  type CurrencyCode,
  type DepositRequest,
  type TransferDirection,
} from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { IdempotencyClaim } from '../../platform/http/idempotency';
import type { FundCaller, FundContext } from './fund-context';
import { certificateRepository } from './certificate-repository';
import { eddaRepository } from './edda-repository';
import { createOnce } from './fund-creation';
import { fundReferenceRepository } from './fund-reference-repository';
import { fundRepository } from './fund-repository';
import { holdWithdrawable } from './fund-money';
import {
  assertHolds,
  assertOpen,
  bankNames,
  currencyRuleOf,
  fundSwitchesOf,
  maskAccountNumber,
  requiredFee,
  stockAccountOf,
} from './fund-settings';
import { exchangeTerms } from './exchange-rates';

type Deposit = DepositRequest & { nonRegisteredBank: boolean };

/** The client's side of fund requests: each checked, held and recorded once per Idempotency-Key. */
export function createClientRequests(context: FundContext) {
  const nameOf = async (trx: Transaction<Database>, code: string) =>
    (await bankNames(trx, [code])).get(code) ?? { en_US: code, zh_HK: code, zh_CN: code };

  return {
    deposit(caller: FundCaller, body: Deposit, once: IdempotencyClaim) {
      return createOnce(context, caller, once, async (trx) => {
        const switches = await fundSwitchesOf(context.brokers, caller.brokerCode);
        assertOpen(switches.WebFundInEnable);
        const account = await stockAccountOf(trx, caller.userId, body.accountNumber);
        assertHolds(account, body.currency);
        if (hkdOnlyDepositMethods.includes(body.method) && body.currency !== 'HKD')
          throw new AppError('E7002');
        const amount = new Decimal(body.amount);
        const common = {
          type: 'DEPOSIT' as const,
          accountNumber: body.accountNumber,
          currency: body.currency,
          amount: body.amount,
        };
        if (body.method === 'EDDA') {
          if (switches.WebFundInSuspendDDI) throw new AppError('E7009');
          if (amount.lessThan(switches.WebFundInMinAmountDDI))
            throw new AppError('E7011', { minimum: switches.WebFundInMinAmountDDI });
          const edda = await eddaRepository.findConfirmed(
            trx,
            body.eddaID!,
            caller.userId,
            body.accountNumber,
          );
          if (!edda) throw new AppError('E7010');
          return {
            ...common,
            details: {
              type: 'DEPOSIT',
              method: 'EDDA',
              payerBankCode: edda.bank_code,
              payerBankName: await nameOf(trx, edda.bank_code),
              payerAccountName: edda.account_holder_name,
              payerAccountNumber: maskAccountNumber(edda.bank_account_number),
              payeeBankID: null,
              nonRegisteredBank: false,
              certificateID: null,
              eddaID: edda.edda_id,
            },
          };
        }
        const rule = await currencyRuleOf(trx, caller.brokerCode, body.currency);
        if (!rule) throw new AppError('E7002');
        if (amount.lessThan(rule.minimum_deposit))
          throw new AppError('E7004', { minimum: new Decimal(rule.minimum_deposit).toFixed(2) });
        const payee = await fundReferenceRepository.payeeBank(
          trx,
          body.payeeBankID!,
          caller.brokerCode,
          body.currency,
        );
        if (!payee) throw new AppError('E7003');
        if (body.nonRegisteredBank && !switches.WebFundInAllowNonRegBank) throw new AppError('E7007');
        const payer = await fundReferenceRepository.bank(trx, body.payerBank!);
        if (!payer || (body.method === 'FPS' && !payer.fps)) throw new AppError('E7024');
        // The purge of unused certificates waits for this deposit, or this deposit finds it gone (E7005).
        const certificate = await certificateRepository.findOfClientForDeposit(
          trx,
          body.certificateID!,
          caller.userId,
        );
        if (!certificate || certificate.request_id !== null) throw new AppError('E7005');
        return {
          ...common,
          certificateId: certificate.certificate_id,
          details: {
            type: 'DEPOSIT',
            method: body.method,
            payerBankCode: payer.bank_code,
            payerBankName: await nameOf(trx, payer.bank_code),
            payerAccountName: body.payerAccountName!,
            payerAccountNumber: body.payerAccountNumber!,
            payeeBankID: payee.payee_bank_id,
            nonRegisteredBank: body.nonRegisteredBank,
            certificateID: certificate.certificate_id,
            eddaID: null,
          },
        };
      });
    },

    async withdraw(
      caller: FundCaller,
      body: {
        accountNumber: string;
        currency: CurrencyCode;
        amount: string;
        bankAccountID: string;
        codeID: string;
        smsCode: string;
      },
      once: IdempotencyClaim,
    ) {
      // The code is checked before the transaction (a wrong one counts, as at login, even though the request is
      // refused) and used up inside it. A retry with the same key never comes here: the call ignores the code in
      // its content (postWithdrawal's ignoredBodyFields), so it answers the first withdrawal without one.
      assertOpen((await fundSwitchesOf(context.brokers, caller.brokerCode)).WebFundOutEnable);
      await context.codes.verify(caller.userId, body.codeID, body.smsCode);
      return createOnce(context, caller, once, async (trx, requestId) => {
        const account = await stockAccountOf(trx, caller.userId, body.accountNumber);
        assertHolds(account, body.currency);
        const fee = requiredFee(
          (await currencyRuleOf(trx, caller.brokerCode, body.currency))?.withdrawal_fee,
        );
        const bank = await fundReferenceRepository.clientBankAccount(trx, body.bankAccountID, caller.userId);
        if (!bank || !(bank.currencies as string[]).includes(body.currency)) throw new AppError('E7013');
        await context.codes.consume(trx, body.codeID);
        const holdId = await holdWithdrawable(trx, context.ledger, {
          account: body.accountNumber,
          currency: body.currency,
          amount: new Decimal(body.amount).plus(fee),
          reason: 'WITHDRAWAL',
          reference: requestId,
        });
        return {
          type: 'WITHDRAWAL',
          accountNumber: body.accountNumber,
          currency: body.currency,
          amount: body.amount,
          fee: fee.toFixed(2),
          holdId,
          details: {
            type: 'WITHDRAWAL',
            bankAccountID: bank.bank_account_id,
            bankCode: bank.bank_code,
            bankName: await nameOf(trx, bank.bank_code),
            maskedAccountNumber: maskAccountNumber(bank.account_number),
          },
        };
      });
    },

    exchange(
      caller: FundCaller,
      body: { accountNumber: string; from: CurrencyCode; to: CurrencyCode; amount: string },
      once: IdempotencyClaim,
    ) {
      return createOnce(context, caller, once, async (trx, requestId) => {
        assertOpen((await fundSwitchesOf(context.brokers, caller.brokerCode)).WebFundExEnable);
        const account = await stockAccountOf(trx, caller.userId, body.accountNumber);
        const terms = await exchangeTerms(
          trx,
          caller.brokerCode,
          account,
          body.from,
          body.to,
          new Decimal(body.amount),
        );
        const holdId = await holdWithdrawable(trx, context.ledger, {
          account: body.accountNumber,
          currency: body.from,
          amount: new Decimal(body.amount).plus(terms.fee),
          reason: 'EXCHANGE',
          reference: requestId,
        });
        return {
          type: 'EXCHANGE',
          accountNumber: body.accountNumber,
          currency: body.from,
          amount: body.amount,
          fee: terms.fee.toFixed(2),
          holdId,
          details: {
            type: 'EXCHANGE',
            toCurrency: body.to,
            rate: terms.rate.toFixed(),
            toAmount: terms.toAmount!.toFixed(2),
          },
        };
      });
    },

    transfer(
      caller: FundCaller,
      body: { accountNumber: string; direction: TransferDirection; currency: CurrencyCode; amount: string },
      once: IdempotencyClaim,
    ) {
      return createOnce(context, caller, once, async (trx, requestId) => {
        await stockAccountOf(trx, caller.userId, body.accountNumber);
        // Locked: two transfers of one pair count the day's total one after the other.
        const pair = await fundReferenceRepository.lockCryptoPair(trx, body.accountNumber);
        const limit = cryptoTransferLimits[body.currency as keyof typeof cryptoTransferLimits] as
          { perTransfer: string; perDay: string } | undefined;
        if (!pair || !limit) throw new AppError('E7018');
        const used = await fundRepository.transferredOn(
          trx,
          body.accountNumber,
          body.currency,
          context.clock.today(),
        );
        const usedToday = new Decimal(used ?? 0);
        const amount = new Decimal(body.amount);
        if (amount.greaterThan(limit.perTransfer) || usedToday.plus(amount).greaterThan(limit.perDay))
          throw new AppError('E7017', { ...limit, usedToday: usedToday.toFixed(2) });
        const paying = body.direction === 'TO_CRYPTO' ? body.accountNumber : pair.crypto_account_number;
        const holdId = await holdWithdrawable(trx, context.ledger, {
          account: paying,
          currency: body.currency,
          amount,
          reason: 'TRANSFER',
          reference: requestId,
        });
        return {
          type: 'TRANSFER',
          accountNumber: body.accountNumber,
          currency: body.currency,
          amount: body.amount,
          holdId,
          details: {
            type: 'TRANSFER',
            direction: body.direction,
            cryptoAccountNumber: pair.crypto_account_number,
          },
        };
      });
    },
  };
}

export type ClientRequests = ReturnType<typeof createClientRequests>;
