import type { APIRequestContext } from '@playwright/test';
import type { IpoTerms, StaffIpo, StaffSessionData } from '@lantau/contract';
import { staffCallOverHttp } from './staff-api';

/** An issue's terms as a browser test writes them: its name in one language, and what it changes of the usual. */
export type TestIssue = Omit<
  IpoTerms,
  'name' | 'currency' | 'offerPriceLow' | 'offerPriceHigh' | 'lotSize'
> & {
  name: string;
};

/**
 * The IPO desk's side of a browser test, over HTTP: creates an issue at up to HKD 10.00 (from 9.00), 500 a lot,
 * the name the same in the three languages, publishes it and opens it if its open time is still ahead.
 */
export async function publishIpoOverHttp(
  request: APIRequestContext,
  staff: StaffSessionData,
  { name, ...issue }: TestIssue,
): Promise<StaffIpo> {
  const terms: IpoTerms = {
    ...issue,
    name: { en_US: name, zh_HK: name, zh_CN: name },
    currency: 'HKD',
    offerPriceLow: '9.00',
    offerPriceHigh: '10.00',
    lotSize: 500,
  };
  const created = await staffCallOverHttp<StaffIpo>(request, staff, 'POST', '/api/staff/ipos', terms);
  const published = await staffCallOverHttp<StaffIpo>(
    request,
    staff,
    'POST',
    `/api/staff/ipos/${created.ipoID}/publications`,
  );
  if (published.status === 'OPEN') return published;
  return staffCallOverHttp<StaffIpo>(request, staff, 'POST', `/api/staff/ipos/${created.ipoID}/openings`);
}
