import { RouterProvider } from 'react-router/dom';
import { forgetUserQueries } from '../features/auth';
import { prefetchSystemBrokers } from '../features/brokers';
import {
  createQueryClient,
  installSessionSigner,
  setSessionEndHandler,
  type SessionEndEvent,
} from '../shared/api';
import { startErrorReportingWhenIdle } from '../shared/error-reporter';
import { i18n } from '../shared/i18n';
import { getStoredDisplayCode, sessionStore, useSessionStore } from '../shared/session';
import { showErrorDialog } from '../shared/ui/dialogs';
import { paths } from '../shared/url';
import { isPrerendered, prepareHydration } from './prerender/prerender-data';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { loadSessionPages } from './routes';
import { configureSessionExit, endSessionLocally } from './session-life/session-exit';

const queryClient = createQueryClient();
/** The address's path inside the app, without the /portal2 basename. */
const appPath = () => window.location.pathname.replace(/^\/portal2(?=\/|$)/, '');
const router = createAppRouter();

const goToLogin = () => {
  const code = getStoredDisplayCode();
  void router.navigate(code ? paths.login(code) : paths.landing, { replace: true });
};

// Every main-API call of a session is signed with its key, including after a reload.
installSessionSigner();
configureSessionExit({
  currentPath: () => router.state.location.pathname + router.state.location.search,
  goToLogin,
  forgetUserData: () => forgetUserQueries(queryClient),
  t: i18n.t.bind(i18n),
});

/** What a session the server ended looks like (session-end.ts): loaded with the first session, or event. */
let sessionEndHandler: Promise<(event: SessionEndEvent) => void> | undefined;
const loadSessionEndHandler = () =>
  (sessionEndHandler ??= import('./session-end').then(({ createSessionEndHandler }) =>
    createSessionEndHandler({
      currentToken: () => sessionStore.get()?.token,
      endSession: () => endSessionLocally({ keepReturnPath: true }),
      showDialog: showErrorDialog,
      goToLogin,
      t: i18n.t.bind(i18n),
    }),
  ));
setSessionEndHandler((event) => {
  loadSessionEndHandler().then(
    (handle) => handle(event),
    // Without its dialog the session ends all the same, and the user is at login.
    () => {
      if (endSessionLocally({ keepReturnPath: true })) goToLogin();
    },
  );
});
startErrorReportingWhenIdle();

/**
 * What only a session needs, the pages it opens (routes.tsx) and the handling of its end, is asked for as soon
 * as there is a session, stored or new: not on the way to the first of those pages, one round trip later.
 */
function loadWithTheSession(): void {
  const load = () => {
    // A stored session opening a logged-in page from its address: that page's first requests start now too.
    loadSessionPages()
      .then(({ startFirstScreen }) => startFirstScreen(queryClient, appPath()))
      .catch(() => undefined);
    loadSessionEndHandler().catch(() => undefined);
  };
  if (sessionStore.hasToken()) {
    load();
    return;
  }
  const stop = useSessionStore.subscribe(({ session }) => {
    if (!session?.token) return;
    stop();
    load();
  });
}

/**
 * What the first screen will ask for, asked for while boot still loads the texts. The landing page is the one
 * page that does not show a broker.
 */
export function startFirstRequests(): void {
  loadWithTheSession();
  const path = appPath();
  // A prerendered page brings the broker list with it (app/prerender/).
  if (path === '' || path === '/' || isPrerendered()) return;
  prefetchSystemBrokers(queryClient);
}

/**
 * Whether the page in #root is the server's prerender of this very first render (app/prerender/): then its
 * answers are in the cache, and the route's module has loaded, before the caller hydrates it.
 */
export async function readyToHydrate(): Promise<boolean> {
  const path = appPath() || '/';
  if (!(await prepareHydration(queryClient, path))) return false;
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return true;
}

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
