import type { Kysely } from 'kysely';
import { permissionsOfRoles, type ApiLanguage, type StaffMember } from '@lantau/contract';
import { maskEmail } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { Notifier } from '../notifications/notifier';
import type { LoginAttempt, LoginGuard } from '../auth/login-guard';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { randomCode, randomToken, safeEqual, sha256Hex } from '../auth/secrets';
import { cachedAsync } from '../../platform/shared/cached-async';
import { staffLoginRepository } from './staff-login-repository';
import { recordStaffSessionAudit } from './staff-actor';
import { rolesOf, type StaffSessions } from './staff-sessions';

export const STAFF_CODE_LENGTH = 6;
export const STAFF_CODE_EXPIRY_SECONDS = 300;

export interface StaffLoginInput {
  brokerCode: string;
  staffID: string;
  password: string;
  otp?: string | undefined;
  /** The X-Two-FA-Token of the second step. */
  twoFaToken?: string | undefined;
  language: ApiLanguage;
  /** Where the attempt comes from, for the login guard. */
  address: string;
  deviceUuid: string | null;
}

export interface StaffLoginDependencies {
  db: Kysely<Database>;
  sessions: StaffSessions;
  notifier: Notifier;
  /** The login guard of staff logins: the clients' rules, on counts of their own. */
  guard: LoginGuard;
  /** Wrong codes allowed per e-mailed code (the clients' OTP_MAX_MISMATCHES); then E2004. */
  maxCodeMismatches: number;
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
 * Failures go through the login guard exactly as clients' do (per address and staff ID, and per staff ID from
 * unknown origins), so five wrong passwords from afar lock that address, never the member, and an unknown staff
 * ID counts down and locks exactly like a known one, in the same time (a dummy hash is verified). Each login is
 * audited.
 */
export function createStaffLogin(deps: StaffLoginDependencies) {
  const { db, sessions, notifier, guard } = deps;
  const dummyHash = cachedAsync(() => hashPassword(randomToken()));

  async function sendCode(member: NonNullable<MemberRow>, language: ApiLanguage, now: Date) {
    const twoFaToken = randomToken();
    const code = randomCode(STAFF_CODE_LENGTH);
    await staffLoginRepository.insertStep(db, {
      step_token_hash: sha256Hex(twoFaToken),
      broker_code: member.broker_code,
      staff_id: member.staff_id,
      code_hash: codeHashOf(twoFaToken, code),
      expires_at: new Date(now.getTime() + STAFF_CODE_EXPIRY_SECONDS * 1000),
    });
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

  async function checkCode(
    member: NonNullable<MemberRow>,
    twoFaToken: string,
    otp: string,
    attempt: LoginAttempt,
  ) {
    const { now } = attempt;
    const step = await staffLoginRepository.findOpenStep(db, sha256Hex(twoFaToken), member);
    if (!step) throw new AppError('E2007');
    if (step.expires_at <= now) throw new AppError('E2005');
    if (step.mismatches >= deps.maxCodeMismatches) throw new AppError('E2004');
    if (safeEqual(step.code_hash, codeHashOf(twoFaToken, otp))) {
      // Only one request may spend the step: the second of two racing ones finds it used.
      if (!(await staffLoginRepository.spendStep(db, step.step_token_hash, now))) throw new AppError('E2007');
      return;
    }
    const mismatches = await staffLoginRepository.countMismatch(db, step.step_token_hash);
    // As a client's code: counted against the step and the guard; the tighter of the two answers.
    const leftElsewhere = await guard.countFailure(attempt);
    if (mismatches >= deps.maxCodeMismatches) throw new AppError('E2004');
    throw new AppError('E2003', {
      remainAttempt: Math.min(deps.maxCodeMismatches - mismatches, leftElsewhere),
    });
  }

  const self = {
    findMember(brokerCode: string, staffId: string) {
      return staffLoginRepository.findMember(db, brokerCode, staffId);
    },

    async login(input: StaffLoginInput, now = new Date()) {
      const attempt: LoginAttempt = {
        brokerCode: input.brokerCode,
        userId: input.staffID,
        address: input.address,
        deviceUuid: input.deviceUuid,
        now,
      };
      await guard.assertMayTry(attempt);
      const member = await self.findMember(input.brokerCode, input.staffID);
      const matches = await verifyPassword(member?.password_hash ?? (await dummyHash()), input.password);
      if (!member || !matches) {
        throw new AppError('E2001', { remainAttempt: await guard.countFailure(attempt) });
      }
      if (!input.twoFaToken || !input.otp) return sendCode(member, input.language, now);
      await checkCode(member, input.twoFaToken, input.otp, attempt);
      await guard.forgive(db, member.broker_code, member.staff_id);
      const opened = await sessions.open(
        member,
        { address: input.address, deviceUuid: input.deviceUuid },
        now,
      );
      await recordStaffSessionAudit(
        db,
        { brokerCode: member.broker_code, staffId: member.staff_id },
        'staff.loggedIn',
      );
      return { status: 'LOGGED_IN' as const, session: { ...opened, staff: memberView(member) } };
    },
  };
  return self;
}

export type StaffLogin = ReturnType<typeof createStaffLogin>;
