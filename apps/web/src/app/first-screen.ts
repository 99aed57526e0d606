import type { QueryClient } from '@tanstack/react-query';
import { prefetchBrokerTextPack } from '../features/brokers';
import { i18n, initialLanguage, toApiLanguage } from '../shared/i18n';
import { MARKET_SEGMENT } from '../shared/url/paths';
import { getStoredDisplayCode, returnPathFor, sessionStore, setActiveBrokerCode } from '../shared/session';
import { claimFirstScreen } from '../shared/loading/first-screen-drawn';
import { decideRoute } from './guards/route-decision';
import { loadHomePage, loadMarketPage } from './shell/shell-pages';

/** A page whose first screen this module starts: its code, the text packs it and the frame read, its data. */
interface FirstScreen {
  /** The very import its lazy component runs: started early, it is no second download. */
  loadPage: () => Promise<unknown>;
  namespaces: readonly string[];
  /**
   * The module of its first calls, which ask with the query keys and fetchers its hooks use, so the page adopts
   * the answers.
   */
  loadCalls: () => Promise<StartCalls>;
}

type StartCalls = (
  queryClient: QueryClient,
  session: { userID: string; brokerCode: string },
) => Promise<void>;

// The frame's own texts beyond 'common': the message notices and the index ticker.
const frameNamespaces = ['messages', 'market'];

const home: FirstScreen = {
  loadPage: loadHomePage,
  namespaces: [...frameNamespaces, 'account'],
  loadCalls: async () => (await import('../features/home/home-first-screen')).prefetchHomeFirstScreen,
};

const quote: FirstScreen = {
  loadPage: loadMarketPage,
  // The quote's own, and the texts of its Buy and Sell, price alert and watchlist buttons.
  namespaces: [...frameNamespaces, 'trade', 'alerts', 'watchlist'],
  loadCalls: async () => {
    const { prefetchQuoteFirstScreen } = await import('../features/market/quote/quote-first-screen');
    return (queryClient, { userID }) =>
      prefetchQuoteFirstScreen(queryClient, { userID, search: window.location.search });
  },
};

/** The first screen a path inside the app opens (`/{code}/main`, `/{code}/main/market_informatica/quote`), if one. */
export function firstScreenOf(pathname: string): { code: string; screen: FirstScreen } | undefined {
  const [code, main, segment, page, ...rest] = pathname.split('/').filter(Boolean);
  if (code === undefined || main !== 'main' || rest.length > 0) return undefined;
  if (segment === undefined) return { code, screen: home };
  if (segment === MARKET_SEGMENT && page === 'quote') return { code, screen: quote };
  return undefined;
}

/** Settles once the first language's texts are in: the calls name the language, and the text packs follow it. */
function textsReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

/**
 * A logged-in page opened from its address (after the login, a reload, a bookmark) got its data at the end of a
 * chain, each link asked for once the one before had rendered: the shell's code, the broker's texts, the page's
 * code, its text packs, its calls, their dependent calls (bench/README.md, "Session 33"). When the stored session
 * will open that page (the guards' own decision, for the broker this device last used), this asks at once, as
 * stored values open, for the broker's texts, and once the language is set for the page's text packs and first
 * calls, the very requests the page makes, so nothing is asked twice. Should the guards decide otherwise after all
 * (the broker list no longer names the broker), the answers go unused.
 */
export function startFirstScreen(queryClient: QueryClient, pathname: string): void {
  const target = firstScreenOf(pathname);
  const session = sessionStore.get();
  const storedCode = getStoredDisplayCode();
  if (!target || !session?.token || !session.userID || !session.userBroker) return;
  const decision = decideRoute({
    pathname,
    storedCode,
    hasToken: true,
    hasPendingTasks: (session.pendingTasks?.length ?? 0) > 0,
    returnPath: returnPathFor(target.code, session.userID),
    // The device's broker: the broker list, which confirms it, is on its way beside these requests.
    knownCodes: storedCode === target.code ? [storedCode] : [],
  });
  if (decision.kind !== 'allow') return;
  const { userID, userBroker: brokerCode } = session;
  // The page says when its greeting or price is drawn: the frame's overlays wait for that, not for its placeholder.
  claimFirstScreen();
  // The page's code beside the shell's, not once the shell has rendered.
  target.screen.loadPage().catch(() => undefined);
  // As the broker's pages set it when they render (guards/broker-pages.tsx): every request names the broker.
  setActiveBrokerCode(brokerCode);
  prefetchBrokerTextPack(queryClient, brokerCode, toApiLanguage(initialLanguage()));
  const calls = target.screen.loadCalls();
  void textsReady().then(() => i18n.loadNamespaces([...target.screen.namespaces]));
  Promise.all([calls, textsReady()])
    .then(([startCalls]) => startCalls(queryClient, { userID, brokerCode }))
    .catch(() => undefined);
}
