import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { EddaAuthorisation, EddaState, StaffEddaAuthorisation } from '@lantau/contract';
import { recordAudit, type AuditActor } from '../../platform/workflow/audit';
import type { Executor } from '../../platform/db/insert-missing';
import type { EddaAuthorisationsTable } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { localize } from '../../platform/i18n/server-messages';
import type { FundCaller, FundContext } from './fund-context';
import { assertOpen, bankNames, fundSwitchesOf, maskAccountNumber, stockAccountOf } from './fund-settings';
import { eddaStateMessages } from './fund-texts';
import { clientNameOf } from './fund-views';

type EddaRow = Selectable<EddaAuthorisationsTable>;

/** Names and ID numbers compare without case, spaces or punctuation ('Chan Tai Man' = 'CHAN TAI-MAN'). */
const normalised = (text: string) => text.toUpperCase().replace(/[^A-Z0-9\u4e00-\u9fff]/g, '');

async function views(executor: Executor, rows: readonly EddaRow[], language: FundCaller['language']) {
  const names = await bankNames(
    executor,
    rows.map((row) => row.bank_code),
  );
  return rows.map((row): EddaAuthorisation => ({
    eddaID: row.edda_id,
    accountNumber: row.account_number,
    bankCode: row.bank_code,
    bankName: names.get(row.bank_code) ?? {
      en_US: row.bank_code,
      zh_HK: row.bank_code,
      zh_CN: row.bank_code,
    },
    maskedBankAccountNumber: maskAccountNumber(row.bank_account_number),
    accountHolderName: row.account_holder_name,
    state: row.state,
    stateMessage:
      row.state === 'INVALID' || row.state === 'REFUSED'
        ? (row.state_reason ?? localize(eddaStateMessages[row.state], language))
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/**
 * eDDA authorisations. The simulated bank's record is the client's own: the holder's name must be the
 * client's English or Chinese name and the ID number the one on file (users.id_number), else the
 * authorisation is INVALID at once. A matching one waits (SUBMITTED) for the broker and bank to confirm it.
 */
export function createEdda(context: FundContext) {
  const { db } = context;
  const audit = (executor: Executor, row: EddaRow, actor: AuditActor, action: string, before?: EddaState) =>
    recordAudit(executor, {
      brokerCode: row.broker_code,
      actor,
      action,
      subjectType: 'EDDA_AUTHORISATION',
      subjectId: row.edda_id,
      ...(before !== undefined && { before: { state: before } }),
      after: { state: row.state, stateReason: row.state_reason },
    });

  async function staffViews(executor: Executor, rows: readonly EddaRow[]): Promise<StaffEddaAuthorisation[]> {
    const base = await views(executor, rows, 'en_US');
    const users =
      rows.length === 0
        ? []
        : await executor
            .selectFrom('users')
            .select(['user_id', 'name_en', 'name_zh'])
            .where(
              'user_id',
              'in',
              rows.map((row) => row.user_id),
            )
            .execute();
    const names = new Map(users.map((user) => [user.user_id, clientNameOf(user)]));
    return base.map((view, index) => ({
      ...view,
      userID: rows[index]!.user_id,
      clientName: names.get(rows[index]!.user_id)!,
      matchesRecord: rows[index]!.matches_record,
    }));
  }

  async function review(
    brokerCode: string,
    eddaId: string,
    actor: AuditActor,
    to: 'CONFIRMED' | 'REFUSED',
    reason?: string,
  ) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('edda_authorisations')
        .selectAll()
        .where('edda_id', '=', eddaId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.broker_code !== brokerCode) throw new AppError('E7020');
      if (row.state !== 'SUBMITTED') throw new AppError('E7021', { status: row.state });
      const after = await trx
        .updateTable('edda_authorisations')
        .set({ state: to, state_reason: reason ?? null, updated_at: sql`now()` })
        .where('edda_id', '=', eddaId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, after, actor, to === 'CONFIRMED' ? 'edda.confirmed' : 'edda.refused', row.state);
    });
    const row = await db
      .selectFrom('edda_authorisations')
      .selectAll()
      .where('edda_id', '=', eddaId)
      .executeTakeFirstOrThrow();
    return (await staffViews(db, [row]))[0]!;
  }

  return {
    async list(caller: FundCaller) {
      const rows = await db
        .selectFrom('edda_authorisations')
        .selectAll()
        .where('user_id', '=', caller.userId)
        .orderBy('created_at', 'desc')
        .execute();
      return views(db, rows, caller.language);
    },

    async authorise(
      caller: FundCaller,
      body: {
        accountNumber: string;
        bankCode: string;
        bankAccountNumber: string;
        accountHolderName: string;
        idNumber: string;
      },
    ) {
      const switches = await fundSwitchesOf(context.brokers, caller.brokerCode);
      assertOpen(switches.WebFundInEnable);
      if (switches.WebFundInSuspendDDA) throw new AppError('E7008');
      const row = await db.transaction().execute(async (trx) => {
        await stockAccountOf(trx, caller.userId, body.accountNumber);
        const bank = await trx
          .selectFrom('banks')
          .select('edda')
          .where('bank_code', '=', body.bankCode)
          .executeTakeFirst();
        if (!bank?.edda) throw new AppError('E7024');
        const user = await trx
          .selectFrom('users')
          .select(['name_en', 'name_zh', 'id_number'])
          .where('user_id', '=', caller.userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const existing = await trx
          .selectFrom('edda_authorisations')
          .select('edda_id')
          .where('user_id', '=', caller.userId)
          .where('bank_code', '=', body.bankCode)
          .where('bank_account_number', '=', body.bankAccountNumber)
          .where('state', 'in', ['SUBMITTED', 'CONFIRMED'])
          .executeTakeFirst();
        if (existing) throw new AppError('E7023');
        const holder = normalised(body.accountHolderName);
        const matches =
          user.id_number !== '' &&
          normalised(body.idNumber) === normalised(user.id_number) &&
          (holder === normalised(user.name_en) || holder === normalised(user.name_zh));
        const inserted = await trx
          .insertInto('edda_authorisations')
          .values({
            edda_id: randomUUID(),
            broker_code: caller.brokerCode,
            user_id: caller.userId,
            account_number: body.accountNumber,
            bank_code: body.bankCode,
            bank_account_number: body.bankAccountNumber,
            account_holder_name: body.accountHolderName,
            matches_record: matches,
            state: matches ? 'SUBMITTED' : 'INVALID',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, inserted, { kind: 'CLIENT', id: caller.userId }, 'edda.submitted');
        return inserted;
      });
      return (await views(db, [row], caller.language))[0]!;
    },

    async listForBroker(
      brokerCode: string,
      query: { state?: EddaState | undefined; limit: number; offset: number },
    ) {
      let matching = db.selectFrom('edda_authorisations').where('broker_code', '=', brokerCode);
      if (query.state) matching = matching.where('state', '=', query.state);
      const [rows, count] = await Promise.all([
        matching.selectAll().orderBy('created_at').limit(query.limit).offset(query.offset).execute(),
        matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), authorisations: await staffViews(db, rows) };
    },

    confirm: (brokerCode: string, eddaId: string, actor: AuditActor) =>
      review(brokerCode, eddaId, actor, 'CONFIRMED'),
    refuse: (brokerCode: string, eddaId: string, actor: AuditActor, reason: string) =>
      review(brokerCode, eddaId, actor, 'REFUSED', reason),
  };
}

export type Edda = ReturnType<typeof createEdda>;
