import type { Kysely } from 'kysely';
import type { ApiLanguage, StaffClientSummary } from '@lantau/contract';
import type { AccountService } from '../accounts/account-service';
import type { RecordFilter } from '../accounts/account-repository';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { clientLookupRepository } from './client-lookup-repository';
import { recordAudit } from '../../platform/workflow/audit';
import type { StaffActor } from './staff-actor';

const SEARCH_LIMIT = 20;

/**
 * The client look-up: a broker's clients by user ID or name, and one client's profile, accounts, balances and
 * ledger entries read through the accounts module (what the client sees of their own accounts). Reading a
 * client's profile or ledger is audited: staff see personal data only with a trace.
 */
export function createClientLookup(db: Kysely<Database>, accounts: AccountService) {
  async function clientOfBroker(brokerCode: string, userId: string) {
    const row = await clientLookupRepository.findClient(db, brokerCode, userId);
    if (!row) throw new AppError('E8014');
    return row;
  }

  const viewed = (staff: StaffActor, userId: string, what: Record<string, unknown>) =>
    recordAudit(db, {
      ...staff,
      action: 'client.viewed',
      subjectType: 'CLIENT',
      subjectId: userId,
      after: what,
    });

  return {
    async search(brokerCode: string, text: string): Promise<StaffClientSummary[]> {
      const rows = await clientLookupRepository.search(db, brokerCode, text);
      const clients = new Map<string, StaffClientSummary>();
      for (const row of rows) {
        const client = clients.get(row.user_id) ?? {
          userID: row.user_id,
          nameEn: row.name_en,
          nameZh: row.name_zh,
          accountNumbers: [],
        };
        if (row.account_number) client.accountNumbers.push(row.account_number);
        clients.set(row.user_id, client);
      }
      return [...clients.values()].slice(0, SEARCH_LIMIT);
    },

    async profile(staff: StaffActor, userId: string) {
      const user = await clientOfBroker(staff.brokerCode, userId);
      const list = await accounts.list(userId);
      const overviews = await Promise.all(
        list.map((account) => accounts.overview(userId, account.accountNumber)),
      );
      await viewed(staff, userId, { view: 'profile' });
      return {
        userID: user.user_id,
        nameEn: user.name_en,
        nameZh: user.name_zh,
        email: user.email,
        // The area code may be stored with its plus ('+852') or without: one plus either way, never '++852'.
        mobile: `+${user.mobile_area_code.replace(/^\+/, '')} ${user.mobile_number}`,
        createdAt: new Date(user.created_at).toISOString(),
        professionalInvestor: user.professional_investor,
        accounts: list.map((account, index) => ({ account, overview: overviews[index]! })),
      };
    },

    /**
     * Sets whether the client is an institutional professional investor, with an audit record of the change in
     * the same transaction (the row locked, so two staff changing it at once are recorded one after the other).
     */
    async setProfessionalInvestor(staff: StaffActor, userId: string, professionalInvestor: boolean) {
      return db.transaction().execute(async (trx) => {
        const row = await clientLookupRepository.lockProfessionalInvestor(trx, staff.brokerCode, userId);
        if (!row) throw new AppError('E8014');
        if (row.professional_investor !== professionalInvestor) {
          await clientLookupRepository.setProfessionalInvestor(trx, userId, professionalInvestor);
          await recordAudit(trx, {
            ...staff,
            action: 'client.professionalInvestor.changed',
            subjectType: 'CLIENT',
            subjectId: userId,
            before: { professionalInvestor: row.professional_investor },
            after: { professionalInvestor },
          });
        }
        return { userID: userId, professionalInvestor };
      });
    },

    async records(
      staff: StaffActor,
      userId: string,
      accountNumber: string,
      filter: RecordFilter,
      language: ApiLanguage,
    ) {
      await clientOfBroker(staff.brokerCode, userId);
      const found = await accounts.records(userId, accountNumber, filter, language);
      await viewed(staff, userId, { view: 'ledger', accountNumber, from: filter.from, to: filter.to });
      return found;
    },
  };
}

export type ClientLookup = ReturnType<typeof createClientLookup>;
