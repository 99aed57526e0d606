import { createBrowserRouter } from 'react-router';
import { detectBasename } from '../shared/url';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: detectBasename(window.location.pathname) });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
