import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { BROKER_LIST_SEGMENT } from '../shared/url';
import { BrokerRoute } from './guards/broker-route';
import { lazyPage } from '../shared/routing/lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// Every screen is a lazily loaded route: a page's code (and the CSS of what it uses) is fetched on its first
// visit, so the login page's download holds no other screen and does not grow when screens are added.
const landing = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage');
const brokerList = lazyPage(() => import('../features/broker-list/broker-list-page'), 'BrokerListPage');
const login = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');

/**
 * The pages only a session opens, and the shell's route table, come through a module of their own: see
 * session-pages.ts. The app asks for it as soon as there is a session (app.tsx), so that it is there, or on
 * its way, when the first of them opens.
 */
export const loadSessionPages = () => import('./session-pages');
type SessionPage = Exclude<
  keyof Awaited<ReturnType<typeof loadSessionPages>>,
  'shellRoutes' | 'startFirstScreen'
>;
const sessionPage = (name: SessionPage) => async () => (await loadSessionPages())[name]();
const taskAfterLogin = sessionPage('taskAfterLogin');
const changePassword = sessionPage('changePassword');
const shell = sessionPage('shell');
// The staff back office, one chunk for all of it: clients never download it, and it has its own session.
// A wrong address under a broker's code, in the broker's frame (lazily: the login route is at its size ceiling).
const brokerNotFound = lazyPage(
  () => import('../features/not-found/broker-not-found-page'),
  'BrokerNotFoundPage',
);
const backOffice = lazyPage(() => import('../features/back-office/back-office-app'), 'BackOfficeApp');
const article = (slug: 'privacy' | 'account_deletion') => async () => {
  const { ArticlePage } = await import('../features/articles/article-page');
  return { element: <ArticlePage slug={slug} /> };
};

const shellRouteId = 'shell';

/**
 * The router's `patchRoutesOnNavigation`: adds the shell's pages under /{code}/main when a navigation first
 * reaches it. Their table (the menu's entries, each page's lazy import with the files it preloads) is not in the
 * login page's download, which holds every route this module lists.
 */
export const discoverShellRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const match = matches.find(({ route }) => route.id === shellRouteId);
  if (!match || match.route.children?.length) return;
  const pages = await loadSessionPages();
  // The shell's own module now: the router would ask for it (its `lazy`) only once this is done.
  await pages.shell();
  patch(shellRouteId, pages.shellRoutes());
};

/** The route table of spec section 2; everything under /{brokerDisplayCode} passes the guards first. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: landing },
      { path: BROKER_LIST_SEGMENT, lazy: brokerList },
      // Outside the client's guards: the back office checks its own staff session.
      { path: ':displayCode/back_office/*', lazy: backOffice },
      {
        path: ':displayCode',
        Component: BrokerRoute,
        children: [
          // The guards turn /{code} into login or main before this renders.
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', id: 'userLogin', lazy: login },
          { path: 'index/task_after_login', lazy: taskAfterLogin },
          // In the shell's frame: the menu links here, and the user may go back to any page from it.
          {
            path: 'index/update_password',
            lazy: shell,
            children: [{ index: true, lazy: changePassword }],
          },
          { path: 'article/privacy', lazy: article('privacy') },
          { path: 'article/account_deletion', lazy: article('account_deletion') },
          // Its pages come with the first navigation into it (discoverShellRoutes).
          { path: 'main', id: shellRouteId, lazy: shell },
          { path: '*', lazy: brokerNotFound },
        ],
      },
    ],
  },
];
