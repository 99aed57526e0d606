/** Every path of the portal (spec section 2), built in one place so links and guards agree. */
export const articleSlugs = ['privacy', 'account_deletion'] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

export const BROKER_LIST_SEGMENT = 'portal_list';
/** The market area under /{code}/main (its pages: market-paths.ts). */
export const MARKET_SEGMENT = 'market_informatica';

export const paths = {
  landing: '/',
  brokerList: `/${BROKER_LIST_SEGMENT}`,
  broker: (code: string) => `/${code}`,
  /** The login page, named userLogin in the spec. */
  login: (code: string) => `/${code}/index`,
  taskAfterLogin: (code: string) => `/${code}/index/task_after_login`,
  updatePassword: (code: string) => `/${code}/index/update_password`,
  main: (code: string) => `/${code}/main`,
  article: (code: string, slug: ArticleSlug) => `/${code}/article/${slug}`,
};

/** The app may be served under /portal2/ as well as at the root; React Router needs to know which. */
/**
 * Logged-in pages a client can be led back to after logging in again: the shell and its pages, and the
 * password page outside it. Never the login or post-login task pages, nor another broker's pages.
 */
export function isReturnablePath(code: string, path: string): boolean {
  const main = paths.main(code);
  const [pathname = ''] = path.split('?');
  return pathname === main || pathname.startsWith(`${main}/`) || pathname === paths.updatePassword(code);
}

export function detectBasename(pathname: string): string {
  return pathname === '/portal2' || pathname.startsWith('/portal2/') ? '/portal2' : '/';
}
