import { lazyPage } from '../shared/routing/lazy-page';

// The pages only a session opens, for the route table (routes.tsx) to load through this module. Each lazy
// import names the files it preloads, and these pages' lists (sixty files for the shell alone) made part of
// the login page's download when the route table held them.
export { shellRoutes } from './shell/shell-routes';
export { startFirstScreen } from './first-screen';
export const shell = lazyPage(() => import('./shell/shell-layout'), 'ShellLayout');
export const taskAfterLogin = lazyPage(
  () => import('../features/auth/task-after-login-page'),
  'TaskAfterLoginPage',
);
export const changePassword = lazyPage(
  () => import('../features/auth/change-password-page'),
  'ChangePasswordPage',
);
