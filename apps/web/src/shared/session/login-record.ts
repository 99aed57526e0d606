import { twoFaChannels, type TwoFaChannel } from '@lantau/contract';
import { isString, nullable, objectCheck, oneOf, optional, secureStorage } from '../storage';

/** The successful-login record of spec section 3: who last logged in on this device, and how. */
export interface LoginRecord {
  brokerCode: string;
  userID: string;
  otpType: TwoFaChannel;
  lastLoginTime: string | null;
  notificationToken?: string;
}

const loginRecordCheck = objectCheck<LoginRecord>({
  brokerCode: isString,
  userID: isString,
  otpType: oneOf(twoFaChannels),
  lastLoginTime: nullable(isString),
  notificationToken: optional(isString),
});

export function storeLoginRecord(record: LoginRecord): void {
  secureStorage.setJson('loginRecord', record);
}

export function getLoginRecord(): LoginRecord | undefined {
  return secureStorage.getJson('loginRecord', loginRecordCheck);
}
