export const ACCOUNT_SEGMENT = 'account';
export const accountPages = ['overview', 'record', 'statement', 'notification'] as const;
export type AccountPage = (typeof accountPages)[number];

/** /{code}/main/account/{page} */
export function accountPath(mainPath: string, page: AccountPage): string {
  return `${mainPath}/${ACCOUNT_SEGMENT}/${page}`;
}
