import { createBrowserRouter } from 'react-router';
import { detectBasename } from '../shared/url';
import { discoverShellRoutes, routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes, {
    basename: detectBasename(window.location.pathname),
    patchRoutesOnNavigation: discoverShellRoutes,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
