import { randomUUID } from 'node:crypto';
import type { EddaAuthorisation, EddaState, StaffEddaAuthorisation } from '@lantau/contract';
import { recordAudit, type AuditActor } from '../../platform/workflow/audit';
import type { Executor } from '../../platform/db/insert-missing';
import { AppError } from '../../platform/http/app-error';
import { localize } from '../../platform/i18n/server-messages';
import type { FundCaller, FundContext } from './fund-context';
import { assertOpen, bankNames, fundSwitchesOf, maskAccountNumber, stockAccountOf } from './fund-settings';
import { eddaRepository, type EddaRow } from './edda-repository';
import { fundReferenceRepository } from './fund-reference-repository';
import { eddaStateMessages } from './fund-texts';
import { clientNameOf } from './fund-views';

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
    const users = await fundReferenceRepository.clientNames(
      executor,
      rows.map((row) => row.user_id),
    );
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
      const row = await eddaRepository.lock(trx, eddaId);
      if (!row || row.broker_code !== brokerCode) throw new AppError('E7020');
      if (row.state !== 'SUBMITTED') throw new AppError('E7021', { status: row.state });
      const after = await eddaRepository.setState(trx, eddaId, to, reason ?? null);
      await audit(trx, after, actor, to === 'CONFIRMED' ? 'edda.confirmed' : 'edda.refused', row.state);
    });
    const row = await eddaRepository.find(db, eddaId);
    return (await staffViews(db, [row]))[0]!;
  }

  return {
    async list(caller: FundCaller) {
      const rows = await eddaRepository.listOfClient(db, caller.userId);
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
        const bank = await fundReferenceRepository.bank(trx, body.bankCode);
        if (!bank?.edda) throw new AppError('E7024');
        const user = await eddaRepository.lockHolderRecord(trx, caller.userId);
        const existing = await eddaRepository.findActive(trx, caller.userId, body);
        if (existing) throw new AppError('E7023');
        const holder = normalised(body.accountHolderName);
        const matches =
          user.id_number !== '' &&
          normalised(body.idNumber) === normalised(user.id_number) &&
          (holder === normalised(user.name_en) || holder === normalised(user.name_zh));
        const inserted = await eddaRepository.insert(trx, {
          edda_id: randomUUID(),
          broker_code: caller.brokerCode,
          user_id: caller.userId,
          account_number: body.accountNumber,
          bank_code: body.bankCode,
          bank_account_number: body.bankAccountNumber,
          account_holder_name: body.accountHolderName,
          matches_record: matches,
          state: matches ? 'SUBMITTED' : 'INVALID',
        });
        await audit(trx, inserted, { kind: 'CLIENT', id: caller.userId }, 'edda.submitted');
        return inserted;
      });
      return (await views(db, [row], caller.language))[0]!;
    },

    async listForBroker(
      brokerCode: string,
      query: { state?: EddaState | undefined; limit: number; offset: number },
    ) {
      const { rows, total } = await eddaRepository.listForBroker(db, brokerCode, query);
      return { total, authorisations: await staffViews(db, rows) };
    },

    confirm: (brokerCode: string, eddaId: string, actor: AuditActor) =>
      review(brokerCode, eddaId, actor, 'CONFIRMED'),
    refuse: (brokerCode: string, eddaId: string, actor: AuditActor, reason: string) =>
      review(brokerCode, eddaId, actor, 'REFUSED', reason),
  };
}

export type Edda = ReturnType<typeof createEdda>;
