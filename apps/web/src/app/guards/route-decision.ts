import { articleSlugs, BROKER_LIST_SEGMENT, isReturnablePath, paths } from '../../shared/url/paths';

export interface RouteContext {
  /** Path inside the app, without the /portal2 basename. */
  pathname: string;
  /** The broker display code stored on the device, if any. */
  storedCode: string | undefined;
  hasToken: boolean;
  /** The session still has post-login tasks (agreement, password change) to do before the shell opens. */
  hasPendingTasks?: boolean;
  /** Where the user was when their last session was ended for them (same user and broker only). */
  returnPath?: string;
  /** Display codes of every broker; undefined while the broker list is loading. */
  knownCodes: readonly string[] | undefined;
}

export type RouteDecision =
  | { kind: 'allow'; storeCode?: string; clearSession?: boolean }
  | { kind: 'wait' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string; storeCode?: string; clearSession?: boolean; consumeReturnPath?: boolean };

const articlePages = new Set(articleSlugs.map((slug) => `article/${slug}`));
const publicPages = new Set(['index', ...articlePages]);

/**
 * The route guards of spec section 2, as a pure function. The caller stores the code and clears the session
 * when the decision says so, then redirects or renders.
 */
export function decideRoute({
  pathname,
  storedCode,
  hasToken,
  hasPendingTasks = false,
  returnPath,
  knownCodes,
}: RouteContext): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const [code, ...rest] = segments;
  if (code === undefined || (code === BROKER_LIST_SEGMENT && rest.length === 0)) return { kind: 'allow' };
  if (knownCodes === undefined) return { kind: 'wait' };
  if (!knownCodes.includes(code)) return { kind: 'notFound' };

  const page = rest.join('/');
  // Another broker than last time: its session cannot carry over, and its pages start from the top. A public
  // article is the exception: it needs no session, so the reader stays on it.
  if (storedCode !== undefined && storedCode !== code) {
    const switched = { storeCode: code, clearSession: true };
    return articlePages.has(page)
      ? { kind: 'allow', ...switched }
      : { kind: 'redirect', to: paths.broker(code), ...switched };
  }
  // A first visit adopts the broker as it is; there is no session of another broker to discard.
  const adopt = storedCode === undefined ? { storeCode: code } : {};

  if (!hasToken) {
    return publicPages.has(page)
      ? { kind: 'allow', ...adopt }
      : { kind: 'redirect', to: paths.login(code), ...adopt };
  }
  // A fresh login lands here: its tasks come first, then the page a timed-out session was on, then the shell.
  if (page === '' || page === 'index') {
    if (hasPendingTasks) return { kind: 'redirect', to: paths.taskAfterLogin(code), ...adopt };
    if (returnPath !== undefined && isReturnablePath(code, returnPath)) {
      return { kind: 'redirect', to: returnPath, consumeReturnPath: true, ...adopt };
    }
    return { kind: 'redirect', to: paths.main(code), ...adopt };
  }
  // The server refuses the shell's calls until the tasks are done (E2013), so the shell waits for them too.
  if (hasPendingTasks && (page === 'main' || page.startsWith('main/'))) {
    return { kind: 'redirect', to: paths.taskAfterLogin(code), ...adopt };
  }
  return { kind: 'allow', ...adopt };
}
