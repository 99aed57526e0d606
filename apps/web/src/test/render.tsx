import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../shared/api';
import { i18n, initI18n, type AppLanguage } from '../shared/i18n';

/** Real text packs, so tests read what users read. */
export async function setTestLanguage(language: AppLanguage = 'en'): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language);
  else await i18n.changeLanguage(language);
}

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <Providers queryClient={createQueryClient()} env="test">
      {children}
    </Providers>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(<TestProviders>{ui}</TestProviders>);
}

/**
 * Renders routes in memory, starting at `path`; returns the router to inspect where navigation led. The app's
 * routes need the app's `patchRoutesOnNavigation` for the shell's pages (app/routes.tsx).
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
