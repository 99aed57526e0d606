import type { StaffSessionData } from '@lantau/contract';
import { DEMO_STAFF_PASSWORD, demoStaff, demoStaffEmail } from '../../src/composition/seed/demo-staff';
import {
  authorization,
  brokerHeaders,
  codeIn,
  freshNonce,
  outbox,
  signedCall,
  type SignOptions,
} from './identity';
import type { ApiResponse, TestServer } from './test-server';

type StaffLoginAnswer =
  | { status: 'TWO_FA_REQUIRED'; challenge: { twoFaToken: string; otpLength: number; maskedContact: string } }
  | { status: 'LOGGED_IN'; session: StaffSessionData };

export function staffLoginStep(
  server: TestServer,
  body: { brokerCode: string; staffID: string; password: string; otp?: string },
  twoFaToken?: string,
) {
  return server.post<StaffLoginAnswer>(
    '/api/staff/logins',
    body,
    brokerHeaders(body.brokerCode, twoFaToken ? { 'x-two-fa-token': twoFaToken } : {}),
  );
}

/** Logs a demo staff member in: password, then the code from the dev outbox. */
export async function logInStaff(
  server: TestServer,
  staffId: string,
  brokerCode = 'LTU',
): Promise<StaffSessionData> {
  const member = demoStaff.find(
    (candidate) => candidate.staffId === staffId && candidate.brokerCode === brokerCode,
  );
  if (!member) throw new Error(`no demo staff member ${brokerCode}/${staffId}`);
  const credentials = { brokerCode, staffID: staffId, password: DEMO_STAFF_PASSWORD };
  const first = await staffLoginStep(server, credentials);
  if (first.body.code !== 'OK' || first.body.data.status !== 'TWO_FA_REQUIRED') {
    throw new Error(`staff password step: ${JSON.stringify(first.body)}`);
  }
  const otp = codeIn((await outbox(server, { to: demoStaffEmail(member) }))[0]);
  const second = await staffLoginStep(server, { ...credentials, otp }, first.body.data.challenge.twoFaToken);
  if (second.body.code !== 'OK' || second.body.data.status !== 'LOGGED_IN') {
    throw new Error(`staff code step: ${JSON.stringify(second.body)}`);
  }
  return second.body.data.session;
}

/** A signed staff call, as the back office makes it. */
export function staffCall<T = unknown>(
  server: TestServer,
  session: Pick<StaffSessionData, 'token' | 'signingKey' | 'staff'>,
  method: string,
  pathWithQuery: string,
  body?: unknown,
  options: SignOptions = {},
): Promise<ApiResponse<T>> {
  return signedCall<T>(
    server,
    { token: session.token, signingKey: session.signingKey, userBroker: session.staff.brokerCode },
    method,
    pathWithQuery,
    body,
    options,
  );
}

/** A signed staff GET of a call that answers a file, not an envelope (a certificate, a feedback image). */
export function staffFile(
  server: TestServer,
  session: Pick<StaffSessionData, 'token' | 'signingKey' | 'staff'>,
  path: string,
): Promise<Response> {
  return server.fetch(path, {
    headers: {
      ...brokerHeaders(session.staff.brokerCode),
      token: session.token,
      authorization: authorization(session.signingKey, {
        method: 'GET',
        pathWithQuery: path,
        body: '',
        timestamp: Math.floor(Date.now() / 1000),
        nonce: freshNonce(),
      }),
    },
  });
}
