import { sql, type Insertable, type Selectable } from 'kysely';
import type { EddaState } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { auditedSinceChanged } from '../back-office/audit-repository';
import type { EddaAuthorisationsTable } from '../../platform/db/schema';

export type EddaRow = Selectable<EddaAuthorisationsTable>;

/** SQL of eDDA authorisations. */
export const eddaRepository = {
  find(executor: Executor, eddaId: string) {
    return executor
      .selectFrom('edda_authorisations')
      .selectAll()
      .where('edda_id', '=', eddaId)
      .executeTakeFirstOrThrow();
  },

  /** The authorisation locked for the transaction's change. */
  lock(executor: Executor, eddaId: string) {
    return executor
      .selectFrom('edda_authorisations')
      .selectAll()
      .where('edda_id', '=', eddaId)
      .forUpdate()
      .executeTakeFirst();
  },

  setState(executor: Executor, eddaId: string, to: EddaState, reason: string | null) {
    return executor
      .updateTable('edda_authorisations')
      .set({ state: to, state_reason: reason, updated_at: sql`now()` })
      .where('edda_id', '=', eddaId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The client's authorisations, newest first. */
  listOfClient(executor: Executor, userId: string) {
    return executor
      .selectFrom('edda_authorisations')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  },

  /** The client's authorisation of a bank account that is submitted or confirmed already. */
  findActive(executor: Executor, userId: string, bank: { bankCode: string; bankAccountNumber: string }) {
    return executor
      .selectFrom('edda_authorisations')
      .select('edda_id')
      .where('user_id', '=', userId)
      .where('bank_code', '=', bank.bankCode)
      .where('bank_account_number', '=', bank.bankAccountNumber)
      .where('state', 'in', ['SUBMITTED', 'CONFIRMED'])
      .executeTakeFirst();
  },

  /** A confirmed authorisation of the client for the account: what an eDDA deposit draws on. */
  findConfirmed(executor: Executor, eddaId: string, userId: string, accountNumber: string) {
    return executor
      .selectFrom('edda_authorisations')
      .selectAll()
      .where('edda_id', '=', eddaId)
      .where('user_id', '=', userId)
      .where('account_number', '=', accountNumber)
      .where('state', '=', 'CONFIRMED')
      .executeTakeFirst();
  },

  /** The client's record the bank compares with (name and ID number), the client's row locked. */
  lockHolderRecord(executor: Executor, userId: string) {
    return executor
      .selectFrom('users')
      .select(['name_en', 'name_zh', 'id_number'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  },

  insert(executor: Executor, row: Insertable<EddaAuthorisationsTable>) {
    return executor.insertInto('edda_authorisations').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** A page of the broker's authorisations (in a state), oldest first, with the count of all. */
  async listForBroker(
    executor: Executor,
    brokerCode: string,
    query: { state?: EddaState | undefined; limit: number; offset: number },
  ) {
    let matching = executor.selectFrom('edda_authorisations').where('broker_code', '=', brokerCode);
    if (query.state) matching = matching.where('state', '=', query.state);
    const [rows, count] = await Promise.all([
      matching.selectAll().orderBy('created_at').limit(query.limit).offset(query.offset).execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /**
   * Submitted authorisations that match the client's record, unchanged for `delaySeconds`, longest first, but
   * those set aside since they last changed: the demo's platform confirms them.
   */
  waitingForPlatform(
    executor: Executor,
    wait: { delaySeconds: number; setAsideActions: readonly string[]; limit: number },
  ) {
    return executor
      .selectFrom('edda_authorisations')
      .select(['edda_id', 'broker_code', 'state'])
      .where('state', '=', 'SUBMITTED')
      .where('matches_record', '=', true)
      .where('updated_at', '<=', sql<Date>`now() - make_interval(secs => ${wait.delaySeconds})`)
      .where((eb) =>
        eb.not(
          auditedSinceChanged('edda_authorisations', {
            type: 'EDDA_AUTHORISATION',
            idColumn: 'edda_id',
            actions: wait.setAsideActions,
          }),
        ),
      )
      .orderBy('updated_at')
      .limit(wait.limit)
      .execute();
  },
};
