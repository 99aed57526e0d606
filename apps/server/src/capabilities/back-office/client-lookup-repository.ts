import type { Executor } from '../../platform/db/insert-missing';

/** LIKE patterns take the staff member's text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The client's row if the client is the broker's: staff never reach another broker's clients. */
const clientOfBroker = (executor: Executor, brokerCode: string, userId: string) =>
  executor.selectFrom('users').where('broker_code', '=', brokerCode).where('user_id', '=', userId);

/** SQL of the back office's client look-up: a broker's clients, one client's profile and classification. */
export const clientLookupRepository = {
  /** The client if the broker's. */
  findClient(executor: Executor, brokerCode: string, userId: string) {
    return clientOfBroker(executor, brokerCode, userId)
      .select([
        'user_id',
        'name_en',
        'name_zh',
        'email',
        'mobile_area_code',
        'mobile_number',
        'created_at',
        'professional_investor',
      ])
      .executeTakeFirst();
  },

  /** The broker's clients whose user ID starts with the text or whose name holds it, each with its accounts. */
  search(executor: Executor, brokerCode: string, text: string) {
    const pattern = escapeLike(text);
    return executor
      .selectFrom('users')
      .leftJoin('accounts', (join) =>
        join
          .onRef('accounts.user_id', '=', 'users.user_id')
          .on('accounts.account_type', '!=', 'CRYPTO' as never),
      )
      .select(['users.user_id', 'users.name_en', 'users.name_zh', 'accounts.account_number'])
      .where('users.broker_code', '=', brokerCode)
      .where((eb) =>
        eb.or([
          eb('users.user_id', 'ilike', `${pattern}%`),
          eb('users.name_en', 'ilike', `%${pattern}%`),
          eb('users.name_zh', 'like', `%${pattern}%`),
        ]),
      )
      .orderBy('users.user_id')
      .orderBy('accounts.account_number')
      .execute();
  },

  /** The client's classification, the row locked for the transaction's change. */
  lockProfessionalInvestor(executor: Executor, brokerCode: string, userId: string) {
    return clientOfBroker(executor, brokerCode, userId)
      .select('professional_investor')
      .forUpdate()
      .executeTakeFirst();
  },

  async setProfessionalInvestor(executor: Executor, userId: string, professionalInvestor: boolean) {
    await executor
      .updateTable('users')
      .set({ professional_investor: professionalInvestor })
      .where('user_id', '=', userId)
      .execute();
  },
};
