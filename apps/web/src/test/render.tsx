import type { ReactElement, ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../shared/api';
import { i18n, initI18n, type AppLanguage } from '../shared/i18n';
import { namespaces } from '../shared/i18n/resources';

/**
 * Real text packs, so tests read what users read: all of them, loaded before the test renders. A component
 * whose namespace was not in yet would suspend, and React would retry it, and subscribe its effects (a stream's
 * listeners), on its own scheduler outside the test's act: drawn, found, and still deaf to the next frame.
 */
export async function setTestLanguage(language: AppLanguage = 'en'): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language);
  else await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...namespaces]);
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

/**
 * The trigger of a menu or popover whose code loads when first wanted (shared/ui/deferred-overlay.tsx), once that
 * code is in: hovered to ask for it, then found again (the real trigger, which carries the id Mantine gives it,
 * takes the stand-in's place; a reference to the stand-in would click a detached button).
 */
export async function loadedOverlayTrigger(name: string): Promise<HTMLElement> {
  await userEvent.hover(screen.getByRole('button', { name }));
  return waitFor(() => {
    const trigger = screen.getByRole('button', { name });
    if (!trigger.id) throw new Error(`${name}: the overlay's code is not in yet`);
    return trigger;
  });
}
