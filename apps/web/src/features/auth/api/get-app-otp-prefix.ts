import { getAppOtpPrefix, requestHeaders, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type AppOtpPrefix = CallData<typeof getAppOtpPrefix>;

/** A fresh prefix: the companion app shows the code that goes with it. */
export function fetchAppOtpPrefix(userID: string, twoFaToken: string): Promise<AppOtpPrefix> {
  return apiClient.request(getAppOtpPrefix, {
    query: { userID },
    headers: { [requestHeaders.twoFaToken]: twoFaToken },
  });
}
