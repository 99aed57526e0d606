import type { TwoFaChannel, UserSession as IssuedSession } from '@lantau/contract';
import { getDeviceUuid, installSessionSigner } from '../../shared/api';
import { clearLogoutReason, sessionStore, storeLoginRecord } from '../../shared/session';
import { clearOtpPrefix } from './otp-prefix-store';

/**
 * A login succeeded: keep the session (encrypted, like everything stored), the successful-login record, and
 * sign every call from now on with the session's key. The route guard then leads on: to the post-login
 * tasks, back to where an ended session was, or to the shell.
 */
export function completeLogin(issued: IssuedSession, channel: TwoFaChannel, now = Date.now()): void {
  installSessionSigner();
  sessionStore.start({
    token: issued.token,
    refreshToken: issued.refreshToken,
    signingKey: issued.signingKey,
    sessionRemainSec: issued.sessionRemainSec,
    sessionUpdatedAt: now,
    sessionTimeoutSec: issued.sessionRemainSec,
    userID: issued.userID,
    userBroker: issued.userBroker,
    deviceUUID: getDeviceUuid(),
    lastLoginTime: issued.lastLoginTime,
    isReadedAdditionalAgreement: issued.isReadedAdditionalAgreement,
    pendingTasks: issued.pendingTasks,
    isSessionTimeoutTakeAction: false,
  });
  storeLoginRecord({
    brokerCode: issued.userBroker,
    userID: issued.userID,
    otpType: channel,
    lastLoginTime: new Date(now).toISOString(),
  });
  clearLogoutReason();
  clearOtpPrefix();
}
