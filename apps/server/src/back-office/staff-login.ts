import type { Kysely } from 'kysely';
import { permissionsOfRoles, type ApiLanguage, type StaffMember } from '@lantau/contract';
import { maskEmail } from '@lantau/domain';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Notifier } from '../notifications/notifier';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { randomCode, randomToken, safeEqual, sha256Hex } from '../auth/secrets';
import { cachedAsync } from '../shared/cached-async';
import { recordAudit } from './audit';
import { rolesOf, type StaffSessions } from './staff-sessions';

export const STAFF_CODE_LENGTH = 6;
export const STAFF_CODE_EXPIRY_SECONDS = 300;
/** Wrong passwords and codes allowed before a member is locked out for STAFF_LOCK_MINUTES. */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCK_MINUTES = 15;

export interface StaffLoginInput {
  brokerCode: string;
  staffID: string;
  password: string;
  otp?: string | undefined;
  /** The X-Two-FA-Token of the second step. */
  twoFaToken?: string | undefined;
  language: ApiLanguage;
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof createStaffLogin>['findMember']>>;

const codeHashOf = (stepToken: string, code: string) => sha256Hex(`${stepToken}:${code}`);

export function memberView(member: { broker_code: string; staff_id: string; name: string; roles: string[] }) {
  const roles = rolesOf(member.roles);
  return {
    staffID: member.staff_id,
    brokerCode: member.broker_code,
    name: member.name,
    roles,
    permissions: permissionsOfRoles(roles),
  } satisfies StaffMember;
}

/**
 * A staff login: the password, then a code e-mailed to the member (in demo mode it lands in the dev outbox).
 * An unknown member is answered exactly like a wrong password, in the same time. Wrong passwords and wrong
 * codes count against the member; STAFF_MAX_FAILURES of them lock the member out for STAFF_LOCK_MINUTES
 * (E2002). Each login is audited.
 */
export function createStaffLogin(db: Kysely<Database>, sessions: StaffSessions, notifier: Notifier) {
  const dummyHash = cachedAsync(() => hashPassword(randomToken()));

  async function countFailure(member: NonNullable<MemberRow>, now: Date): Promise<number> {
    const failures = member.failed_attempts + 1;
    const locked = failures >= STAFF_MAX_FAILURES;
    await db
      .updateTable('staff_members')
      .set({
        failed_attempts: locked ? 0 : failures,
        locked_until: locked ? new Date(now.getTime() + STAFF_LOCK_MINUTES * 60_000) : member.locked_until,
      })
      .where('broker_code', '=', member.broker_code)
      .where('staff_id', '=', member.staff_id)
      .execute();
    return locked ? 0 : STAFF_MAX_FAILURES - failures;
  }

  /** The answer to a wrong password or code: how many tries are left, or the lock it has just caused. */
  async function failure(code: 'E2001' | 'E2003', member: MemberRow, now: Date): Promise<AppError> {
    const remainAttempt = member ? await countFailure(member, now) : STAFF_MAX_FAILURES - 1;
    if (remainAttempt > 0) return new AppError(code, { remainAttempt });
    return new AppError('E2002', { unlockInSeconds: STAFF_LOCK_MINUTES * 60 });
  }

  function assertNotLocked(member: MemberRow, now: Date): void {
    if (member?.locked_until && member.locked_until > now) {
      const unlockInSeconds = Math.ceil((member.locked_until.getTime() - now.getTime()) / 1000);
      throw new AppError('E2002', { unlockInSeconds });
    }
  }

  async function checkPassword(
    member: MemberRow,
    password: string,
    now: Date,
  ): Promise<NonNullable<MemberRow>> {
    assertNotLocked(member, now);
    const matches = await verifyPassword(member?.password_hash ?? (await dummyHash()), password);
    if (member && matches) return member;
    throw await failure('E2001', member, now);
  }

  async function sendCode(member: NonNullable<MemberRow>, language: ApiLanguage, now: Date) {
    const twoFaToken = randomToken();
    const code = randomCode(STAFF_CODE_LENGTH);
    await db
      .insertInto('staff_login_steps')
      .values({
        step_token_hash: sha256Hex(twoFaToken),
        broker_code: member.broker_code,
        staff_id: member.staff_id,
        code_hash: codeHashOf(twoFaToken, code),
        expires_at: new Date(now.getTime() + STAFF_CODE_EXPIRY_SECONDS * 1000),
      })
      .execute();
    await notifier.sendCode({
      channel: 'EMAIL',
      to: member.email,
      userId: `staff:${member.staff_id}`,
      brokerCode: member.broker_code,
      purpose: 'LOGIN',
      code,
      expirySeconds: STAFF_CODE_EXPIRY_SECONDS,
      language,
    });
    return {
      status: 'TWO_FA_REQUIRED' as const,
      challenge: {
        twoFaToken,
        otpLength: STAFF_CODE_LENGTH,
        otpExpirySeconds: STAFF_CODE_EXPIRY_SECONDS,
        maskedContact: maskEmail(member.email),
      },
    };
  }

  async function checkCode(member: NonNullable<MemberRow>, twoFaToken: string, otp: string, now: Date) {
    const step = await db
      .selectFrom('staff_login_steps')
      .selectAll()
      .where('step_token_hash', '=', sha256Hex(twoFaToken))
      .where('broker_code', '=', member.broker_code)
      .where('staff_id', '=', member.staff_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (!step) throw new AppError('E2007');
    if (step.expires_at <= now) throw new AppError('E2005');
    if (step.mismatches >= STAFF_MAX_FAILURES) throw new AppError('E2004');
    if (safeEqual(step.code_hash, codeHashOf(twoFaToken, otp))) {
      // Only one request may spend the step: the second of two racing ones finds it used.
      const spent = await db
        .updateTable('staff_login_steps')
        .set({ used_at: now })
        .where('step_token_hash', '=', step.step_token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (spent.numUpdatedRows === 0n) throw new AppError('E2007');
      return;
    }
    await db
      .updateTable('staff_login_steps')
      .set((eb) => ({ mismatches: eb('mismatches', '+', 1) }))
      .where('step_token_hash', '=', step.step_token_hash)
      .execute();
    throw await failure('E2003', member, now);
  }

  const self = {
    findMember(brokerCode: string, staffId: string) {
      return db
        .selectFrom('staff_members')
        .selectAll()
        .where('broker_code', '=', brokerCode)
        .where('staff_id', '=', staffId)
        .where('disabled', '=', false)
        .executeTakeFirst();
    },

    async login(input: StaffLoginInput, now = new Date()) {
      const member = await checkPassword(
        await self.findMember(input.brokerCode, input.staffID),
        input.password,
        now,
      );
      if (!input.twoFaToken || !input.otp) return sendCode(member, input.language, now);
      await checkCode(member, input.twoFaToken, input.otp, now);
      await db
        .updateTable('staff_members')
        .set({ failed_attempts: 0, locked_until: null })
        .where('broker_code', '=', member.broker_code)
        .where('staff_id', '=', member.staff_id)
        .execute();
      const opened = await sessions.open(member, now);
      await recordAudit(db, {
        brokerCode: member.broker_code,
        actor: { kind: 'STAFF', id: member.staff_id },
        action: 'staff.loggedIn',
        subjectType: 'STAFF',
        subjectId: member.staff_id,
      });
      return { status: 'LOGGED_IN' as const, session: { ...opened, staff: memberView(member) } };
    },
  };
  return self;
}

export type StaffLogin = ReturnType<typeof createStaffLogin>;
