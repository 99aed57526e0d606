import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing';
import { BrokerListPage } from '../features/broker-list';
import { ArticlePage } from '../features/articles';
import { ChangePasswordPage, LoginPage, TaskAfterLoginPage } from '../features/auth';
import { NotFoundPage } from '../features/not-found';
import { ShellLayout, shellRoutes } from '../features/shell';
import { BROKER_LIST_SEGMENT } from '../shared/url';
import { BrokerRoute } from './guards/broker-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The route table of spec section 2; everything under /{brokerDisplayCode} passes the guards first. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: LandingPage },
      { path: BROKER_LIST_SEGMENT, Component: BrokerListPage },
      {
        path: ':displayCode',
        Component: BrokerRoute,
        children: [
          // The guards turn /{code} into login or main before this renders.
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', id: 'userLogin', Component: LoginPage },
          { path: 'index/task_after_login', Component: TaskAfterLoginPage },
          // In the shell's frame: the menu links here, and the user may go back to any page from it.
          {
            path: 'index/update_password',
            Component: ShellLayout,
            children: [{ index: true, Component: ChangePasswordPage }],
          },
          { path: 'article/privacy', element: <ArticlePage slug="privacy" /> },
          { path: 'article/account_deletion', element: <ArticlePage slug="account_deletion" /> },
          { path: 'main', Component: ShellLayout, children: shellRoutes() },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
