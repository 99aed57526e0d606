import type { StaffRole } from '@lantau/contract';
import { hashPassword } from '../../capabilities/auth/password-hasher';
import { jsonb } from '../../platform/db/jsonb';
import { insertMissing, type Executor } from '../../platform/db/insert-missing';

/** Every demo staff member's password (README: "Back office"). Their login codes arrive in /dev/outbox. */
export const DEMO_STAFF_PASSWORD = 'Staff-2026-demo';

interface DemoStaffMember {
  brokerCode: string;
  staffId: string;
  name: string;
  roles: StaffRole[];
}

/** Two of each role that prepares or approves, so four-eyes can be tried by hand. */
export const demoStaff: readonly DemoStaffMember[] = [
  { brokerCode: 'LTU', staffId: 'OPS1', name: 'Olivia Chan', roles: ['OPERATIONS'] },
  { brokerCode: 'LTU', staffId: 'OPS2', name: 'Oscar Lee', roles: ['OPERATIONS'] },
  { brokerCode: 'LTU', staffId: 'SUP1', name: 'Sandra Wong', roles: ['SUPERVISOR'] },
  { brokerCode: 'LTU', staffId: 'SUP2', name: 'Samuel Ho', roles: ['SUPERVISOR'] },
  { brokerCode: 'LTU', staffId: 'SUPPORT1', name: 'Grace Lam', roles: ['SUPPORT'] },
  { brokerCode: 'LTU', staffId: 'ADMIN1', name: 'Adrian Yip', roles: ['ADMIN'] },
  // The help center browser test's own member: reads the feedback its client sent.
  { brokerCode: 'LTU', staffId: 'SUPPORT2', name: 'Helen Cheung', roles: ['SUPPORT'] },
  // The one-clock browser test's own members (e2e/one-clock.spec.ts): OPS3 credits a deposit its client
  // watches, SUP3 reads the back office in another time zone.
  { brokerCode: 'LTU', staffId: 'OPS3', name: 'Oliver Tam', roles: ['OPERATIONS'] },
  { brokerCode: 'LTU', staffId: 'SUP3', name: 'Sophie Kwan', roles: ['SUPERVISOR'] },
  // The staff reload browser test's own member (e2e/back-office-session.spec.ts): a login elsewhere ends a
  // member's session, so it cannot share SUP2 with the dividends spec running beside it.
  { brokerCode: 'LTU', staffId: 'SUP4', name: 'Stanley Fung', roles: ['SUPERVISOR'] },
  // The account record browser test's own member (e2e/account.spec.ts): credits the deposit whose short number
  // the client's record then shows.
  { brokerCode: 'LTU', staffId: 'OPS4', name: 'Owen Yeung', roles: ['OPERATIONS'] },
  // The IPO desk browser test's own members (e2e/back-office-ipo.spec.ts): SUP5 prepares an issue's results and
  // is refused approving them (four-eyes), SUP6 approves them.
  { brokerCode: 'LTU', staffId: 'SUP5', name: 'Sylvia Man', roles: ['SUPERVISOR'] },
  { brokerCode: 'LTU', staffId: 'SUP6', name: 'Simon Lau', roles: ['SUPERVISOR'] },
  // The client IPO browser test's own desk member (e2e/ipo.spec.ts): creates, publishes and closes its issues.
  { brokerCode: 'LTU', staffId: 'OPS5', name: 'Olga Ip', roles: ['OPERATIONS'] },
  // The grey market browser test's own desk (e2e/ipo-grey.spec.ts): OPS6 creates its issues, closes them and
  // prepares their results, SUP7 approves them.
  { brokerCode: 'LTU', staffId: 'OPS6', name: 'Otto Siu', roles: ['OPERATIONS'] },
  { brokerCode: 'LTU', staffId: 'SUP7', name: 'Stella Tse', roles: ['SUPERVISOR'] },
];

/** Where a demo member's login code goes: the dev outbox lists it under this address. */
export function demoStaffEmail(member: { brokerCode: string; staffId: string }): string {
  return `${member.staffId.toLowerCase()}@${member.brokerCode.toLowerCase()}.staff.example`;
}

/** Demo staff not in the database yet, with their password hashes (hashing is slow: done before seeding). */
export async function newDemoStaff(db: Executor) {
  const existing = new Set(
    (await db.selectFrom('staff_members').select(['broker_code', 'staff_id']).execute()).map(
      (row) => `${row.broker_code}/${row.staff_id}`,
    ),
  );
  const missing = demoStaff.filter((member) => !existing.has(`${member.brokerCode}/${member.staffId}`));
  // One hash serves them all: they share the demo password, and hashing takes tens of milliseconds each.
  const passwordHash = missing.length > 0 ? await hashPassword(DEMO_STAFF_PASSWORD) : '';
  return missing.map((member) => ({ member, passwordHash }));
}

export async function seedDemoStaff(
  db: Executor,
  staff: readonly { member: DemoStaffMember; passwordHash: string }[],
): Promise<void> {
  await insertMissing(
    db,
    'staff_members',
    staff.map(({ member, passwordHash }) => ({
      broker_code: member.brokerCode,
      staff_id: member.staffId,
      name: member.name,
      email: demoStaffEmail(member),
      password_hash: passwordHash,
      roles: jsonb(member.roles),
    })),
  );
}

/**
 * Who prepares and approves the demo IPOs' results in demo mode: two of the broker's demo members (an operations
 * member and a supervisor); a broker without demo staff has the platform's two desks, named so.
 */
export function demoIpoDesk(brokerCode: string): { preparer: string; approver: string } {
  const member = (role: StaffRole) =>
    demoStaff.find((candidate) => candidate.brokerCode === brokerCode && candidate.roles.includes(role))
      ?.staffId;
  return { preparer: member('OPERATIONS') ?? 'DEMO-DESK-1', approver: member('SUPERVISOR') ?? 'DEMO-DESK-2' };
}
