import { Navigate, type RouteObject } from 'react-router';
import { shellRoutes } from './shell/shell-routes';
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
const taskAfterLogin = lazyPage(() => import('../features/auth/task-after-login-page'), 'TaskAfterLoginPage');
const changePassword = lazyPage(() => import('../features/auth/change-password-page'), 'ChangePasswordPage');
const shell = lazyPage(() => import('./shell/shell-layout'), 'ShellLayout');
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
          { path: 'main', lazy: shell, children: shellRoutes() },
          { path: '*', lazy: brokerNotFound },
        ],
      },
    ],
  },
];
