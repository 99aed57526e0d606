import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FundRequest } from '@lantau/contract';
import type { ClientCaller } from './api-callers';
import { codeIn, demoClient, mobileOf, outbox } from './identity';
import type { ApiResponse, TestServer } from './test-server';

/** The smallest PNG there is (a 1x1 transparent pixel): a transfer certificate. */
export const certificatePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A withdrawal's SMS code as the client types it. */
export type WithdrawalCode = { codeID: string; smsCode: string };

/** A fresh Idempotency-Key. */
export const fundKey = () => `fund-${randomUUID()}`;

/** Fund requests as a demo client places them through the real API (HKD, the client's own bank). */
export function fundRequests(server: { current: TestServer }, client: ClientCaller) {
  /** Asks for a withdrawal's SMS code and reads it from the dev outbox. */
  async function withdrawalCode(userId: string): Promise<ApiResponse<WithdrawalCode>> {
    const sent = await client<{ codeID: string }>(userId, 'POST', '/funds/withdrawals/codes');
    if (sent.body.code !== 'OK') return sent as ApiResponse<never>;
    const [message] = await outbox(server.current, { to: mobileOf(demoClient(userId)) });
    return {
      ...sent,
      body: { ...sent.body, data: { codeID: sent.body.data.codeID, smsCode: codeIn(message) } },
    };
  }

  return {
    /** An FPS deposit with its certificate uploaded first. */
    async deposit(userId: string, account: string, amount: string, key = fundKey()) {
      const upload = await client<{ certificateID: string }>(userId, 'POST', '/funds/certificates', {
        fileName: 'receipt.png',
        contentType: 'image/png',
        dataBase64: certificatePng.toString('base64'),
      });
      expect(upload.body.code).toBe('OK');
      return client<FundRequest>(
        userId,
        'POST',
        '/funds/deposits',
        {
          accountNumber: account,
          currency: 'HKD',
          method: 'FPS',
          amount,
          payerBank: '024',
          payerAccountName: demoClient(userId).nameEn,
          payerAccountNumber: '024-123456-883',
          payeeBankID: 'LTU-HKD-HSBC',
          certificateID: upload.body.data.certificateID,
        },
        key,
      );
    },

    withdrawalCode,

    /**
     * A withdrawal to the client's first registered bank account, with the given SMS code or a new one (when
     * the code is refused, asked for too soon after the last: E2006, that answer).
     */
    async withdrawal(
      userId: string,
      account: string,
      amount: string,
      options: { key?: string; code?: WithdrawalCode } = {},
    ): Promise<ApiResponse<FundRequest>> {
      const asked = options.code === undefined ? await withdrawalCode(userId) : undefined;
      if (asked !== undefined && asked.body.code !== 'OK') return asked as ApiResponse<never>;
      const code = options.code ?? asked!.body.data;
      return client<FundRequest>(
        userId,
        'POST',
        '/funds/withdrawals',
        { accountNumber: account, currency: 'HKD', amount, bankAccountID: `${userId}-B1`, ...code },
        options.key ?? fundKey(),
      );
    },

    exchange(userId: string, account: string, from: string, to: string, amount: string, key = fundKey()) {
      return client<FundRequest>(
        userId,
        'POST',
        '/funds/exchanges',
        { accountNumber: account, from, to, amount },
        key,
      );
    },

    transfer(
      userId: string,
      account: string,
      direction: 'TO_CRYPTO' | 'FROM_CRYPTO',
      amount: string,
      key = fundKey(),
    ) {
      return client<FundRequest>(
        userId,
        'POST',
        '/funds/transfers',
        { accountNumber: account, direction, currency: 'HKD', amount },
        key,
      );
    },
  };
}
