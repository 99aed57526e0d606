import { z } from 'zod';
import { twoFaChannelSchema } from '@lantau/contract';
import { secureStorage } from '../storage';

/** The successful-login record of spec section 3: who last logged in on this device, and how. */
export const loginRecordSchema = z.object({
  brokerCode: z.string(),
  userID: z.string(),
  otpType: twoFaChannelSchema,
  lastLoginTime: z.string().nullable(),
  notificationToken: z.string().optional(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export function storeLoginRecord(record: LoginRecord): void {
  secureStorage.setJson('loginRecord', record);
}

export function getLoginRecord(): LoginRecord | undefined {
  return secureStorage.getJson('loginRecord', loginRecordSchema);
}
