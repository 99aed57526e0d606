import { describe, expect, it } from 'vitest';
import type {
  AccountQuotePlan,
  AccountRecord,
  ClientAnnouncement,
  ClientMessage,
  StaffAnnouncement,
  StaffClientSummary,
  StaffQuotePlanApplication,
} from '@lantau/contract';
import { testBackends } from './support/backends';
import { apiCallers } from './support/api-callers';
import { auditTrailOf } from './support/audit-trail';
import { identityConfig } from './support/identity';
import { useTestServer } from './support/test-server';

let keys = 0;
const newKey = () => `bo-queues-${Date.now()}-${(keys += 1)}`;
const text = (en: string) => ({ en_US: en, zh_HK: `${en}（繁）`, zh_CN: `${en}（简）` });

describe.each(testBackends)('back-office queues through the API (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { client, staff } = apiCallers(server);
  const auditOf = (subjectId: string) => auditTrailOf(server.current.app.db, subjectId);
  const applyFor = async (userId: string, market: string, plan: 'LEVEL1' | 'LEVEL2') => {
    const applied = await client<AccountQuotePlan>(
      userId,
      'POST',
      `/users/${userId}/quote_plans/applications`,
      { market, plan },
      newKey(),
    );
    expect(applied.body.code).toBe('OK');
    return applied.body.data.pendingApplication!.applicationID;
  };
  const planOf = async (userId: string, market: string) => {
    const plans = await client<AccountQuotePlan[]>(userId, 'GET', `/users/${userId}/quote_plans`);
    return plans.body.data.find((entry) => entry.market === market);
  };

  it('grants a quote plan application: the client has the plan at once, and the grant is audited once', async () => {
    expect(await planOf('LTU1005', 'HK')).toMatchObject({ plan: 'DELAYED' });
    const applicationId = await applyFor('LTU1005', 'HK', 'LEVEL2');

    const queue = await staff<{ applications: StaffQuotePlanApplication[] }>(
      'SUPPORT1',
      'GET',
      '/staff/quote_plan_applications',
    );
    expect(queue.body.data.applications).toContainEqual(
      expect.objectContaining({
        applicationID: applicationId,
        userID: 'LTU1005',
        clientName: 'TSANG Hoi Yan',
        plan: 'LEVEL2',
        currentPlan: 'DELAYED',
        status: 'PENDING',
      }),
    );

    const granted = await staff('SUPPORT1', 'POST', `/staff/quote_plan_applications/${applicationId}/grant`);
    expect(granted.body).toMatchObject({ code: 'OK', data: { status: 'APPROVED', currentPlan: 'LEVEL2' } });
    // The client's own call sees the new plan at once (quote-plans-changed dropped the cached copy).
    expect(await planOf('LTU1005', 'HK')).toMatchObject({ plan: 'LEVEL2', pendingApplication: null });

    // A second decision (a retry, or another member at the same time) changes nothing.
    const again = await staff('OPS1', 'POST', `/staff/quote_plan_applications/${applicationId}/refuse`, {});
    expect(again.body).toMatchObject({ code: 'E8011', data: { status: 'APPROVED' } });
    expect(await planOf('LTU1005', 'HK')).toMatchObject({ plan: 'LEVEL2' });
    expect(await auditOf(applicationId)).toEqual([
      expect.objectContaining({
        actor_kind: 'STAFF',
        actor_id: 'SUPPORT1',
        action: 'quotePlanApplication.granted',
        before: expect.objectContaining({ status: 'PENDING', currentPlan: 'DELAYED' }),
        after: expect.objectContaining({ status: 'APPROVED', currentPlan: 'LEVEL2' }),
      }),
    ]);
  });

  it('refuses a quote plan application: the client keeps their plan; an unknown one is E8010', async () => {
    const applicationId = await applyFor('LTU1005', 'US', 'LEVEL2');
    const refused = await staff('OPS1', 'POST', `/staff/quote_plan_applications/${applicationId}/refuse`, {
      reason: 'Professional investor status not confirmed',
    });
    expect(refused.body).toMatchObject({ code: 'OK', data: { status: 'REJECTED', currentPlan: 'DELAYED' } });
    expect(await planOf('LTU1005', 'US')).toMatchObject({ plan: 'DELAYED', pendingApplication: null });
    expect(await auditOf(applicationId)).toEqual([
      expect.objectContaining({
        actor_id: 'OPS1',
        action: 'quotePlanApplication.refused',
        after: expect.objectContaining({ reason: 'Professional investor status not confirmed' }),
      }),
    ]);
    const unknown = await staff(
      'OPS1',
      'POST',
      '/staff/quote_plan_applications/00000000-0000-4000-8000-000000000000/grant',
    );
    expect(unknown.body.code).toBe('E8010');
  });

  it('publishes an announcement to the clients home page and message center; unpublished, it disappears', async () => {
    const key = newKey();
    const body = { kind: 'NOTICE', title: text('Typhoon signal No. 8'), content: text('Trading may halt.') };
    const written = await staff<StaffAnnouncement>('SUP1', 'POST', '/staff/announcements', body, key);
    expect(written.body).toMatchObject({ code: 'OK', data: { status: 'DRAFT', createdBy: 'SUP1' } });
    const id = written.body.data.announcementID;
    // A retried write answers the first draft.
    const retried = await staff<StaffAnnouncement>('SUP1', 'POST', '/staff/announcements', body, key);
    expect(retried.body.data.announcementID).toBe(id);

    const homeOf = async (userId: string) =>
      (await client<ClientAnnouncement[]>(userId, 'GET', '/announcements')).body.data.map(
        (a) => a.announcementID,
      );
    const announceMessagesOf = async (userId: string) =>
      (
        await client<{ messages: ClientMessage[] }>(userId, 'GET', '/message_centers?messageType=announce')
      ).body.data.messages.filter((message) => message.reference === id);
    expect(await homeOf('LTU1001')).not.toContain(id);

    const published = await staff<StaffAnnouncement>('SUP1', 'POST', `/staff/announcements/${id}/publish`);
    expect(published.body).toMatchObject({ code: 'OK', data: { status: 'PUBLISHED' } });
    expect(await homeOf('LTU1001')).toContain(id);
    const home = await client<ClientAnnouncement[]>('LTU1005', 'GET', '/announcements');
    expect(home.body.data[0]).toMatchObject({ announcementID: id, kind: 'NOTICE', title: body.title });
    expect(await announceMessagesOf('LTU1001')).toEqual([
      expect.objectContaining({ type: 'announce', title: 'Typhoon signal No. 8' }),
    ]);
    const twice = await staff('SUP1', 'POST', `/staff/announcements/${id}/publish`);
    expect(twice.body).toMatchObject({ code: 'E8013', data: { status: 'PUBLISHED' } });

    const unpublished = await staff('SUP2', 'POST', `/staff/announcements/${id}/unpublish`);
    expect(unpublished.body).toMatchObject({ code: 'OK', data: { status: 'UNPUBLISHED' } });
    expect(await homeOf('LTU1001')).not.toContain(id);
    // Published again, it is back on the home page, but clients are not messaged a second time.
    await staff('SUP2', 'POST', `/staff/announcements/${id}/publish`);
    expect(await homeOf('LTU1001')).toContain(id);
    expect(await announceMessagesOf('LTU1001')).toHaveLength(1);

    expect((await auditOf(id)).map((record) => [record.actor_id, record.action])).toEqual([
      ['SUP1', 'announcement.written'],
      ['SUP1', 'announcement.published'],
      ['SUP2', 'announcement.unpublished'],
      ['SUP2', 'announcement.published'],
    ]);
    const list = await staff<{ announcements: StaffAnnouncement[] }>('SUP1', 'GET', '/staff/announcements');
    expect(list.body.data.announcements.filter((a) => a.announcementID === id)).toHaveLength(1);
  });

  it('looks a client up by ID or name and reads their balances and ledger, audited', async () => {
    const byName = await staff<StaffClientSummary[]>('SUPPORT1', 'GET', '/staff/clients?q=chan%20tai');
    expect(byName.body.data).toContainEqual({
      userID: 'LTU1001',
      nameEn: 'CHAN Tai Man',
      nameZh: '陳大文',
      accountNumbers: ['LTU100101', 'LTU100102'],
    });
    const byChineseName = await staff<StaffClientSummary[]>(
      'SUPPORT1',
      'GET',
      `/staff/clients?q=${encodeURIComponent('大文')}`,
    );
    expect(byChineseName.body.data.map((c) => c.userID)).toEqual(['LTU1001']);
    const byId = await staff<StaffClientSummary[]>('SUPPORT1', 'GET', '/staff/clients?q=ltu100');
    expect(byId.body.data.map((c) => c.userID)).toContain('LTU1005');
    // LIKE wildcards are taken literally.
    const wildcard = await staff<StaffClientSummary[]>('SUPPORT1', 'GET', '/staff/clients?q=%25');
    expect(wildcard.body.data).toEqual([]);

    const profile = await staff<{
      nameEn: string;
      accounts: {
        account: { accountNumber: string };
        overview: { cash: { currency: string; settled: string }[] };
      }[];
    }>('SUPPORT1', 'GET', '/staff/clients/LTU1001');
    expect(profile.body.code).toBe('OK');
    expect(profile.body.data.accounts.map((entry) => entry.account.accountNumber)).toEqual([
      'LTU100101',
      'LTU100102',
    ]);
    // The same balances the client sees in their own overview.
    const own = await client<{ cash: unknown[] }>('LTU1001', 'GET', '/accounts/LTU100101/overview');
    expect(profile.body.data.accounts[0]!.overview.cash).toEqual(own.body.data.cash);

    const records = await staff<{ total: number; records: AccountRecord[] }>(
      'SUPPORT1',
      'GET',
      '/staff/clients/LTU1001/accounts/LTU100101/records?from=2000-01-01&to=2100-12-31',
    );
    const ownRecords = await client<{ total: number; records: AccountRecord[] }>(
      'LTU1001',
      'GET',
      '/accounts/LTU100101/records?from=2000-01-01&to=2100-12-31',
    );
    expect(records.body.data.total).toBeGreaterThan(0);
    expect(records.body.data).toEqual(ownRecords.body.data);
    // Another client's account under this client's ID is not found, as for the client themselves.
    const foreign = await staff(
      'SUPPORT1',
      'GET',
      '/staff/clients/LTU1001/accounts/LTU100501/records?from=2000-01-01&to=2100-12-31',
    );
    expect(foreign.body.code).toBe('E6008');
    expect((await staff('SUPPORT1', 'GET', '/staff/clients/NOSUCH1')).body.code).toBe('E8014');

    expect((await auditOf('LTU1001')).filter((record) => record.action === 'client.viewed')).toEqual([
      expect.objectContaining({ actor_id: 'SUPPORT1', after: { view: 'profile' } }),
      expect.objectContaining({ actor_id: 'SUPPORT1', after: expect.objectContaining({ view: 'ledger' }) }),
    ]);
  });

  it('refuses each queue to a member without its permission', async () => {
    // OPERATIONS cannot publish; SUPPORT cannot publish; SUPERVISOR cannot process quote plans.
    expect((await staff('OPS1', 'GET', '/staff/announcements')).body.code).toBe('E8001');
    expect(
      (
        await staff('SUPPORT1', 'POST', '/staff/announcements', {
          kind: 'NOTICE',
          title: text('x'),
          content: text('y'),
        })
      ).body.code,
    ).toBe('E8001');
    expect((await staff('SUP1', 'GET', '/staff/quote_plan_applications')).body.code).toBe('E8001');
  });
});
