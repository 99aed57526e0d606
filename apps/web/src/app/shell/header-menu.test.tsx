import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedOverlayTrigger, renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi } from '../../test/fake-api';
import { menuEntries, type MenuItem } from '../../shared/feature-gates';
import { HeaderMenu } from './header-menu';

// jsdom lays nothing out, so nothing would be measured: the first two entries fit, the rest go behind "More".
vi.mock('./use-fitting-count', () => ({ useFittingCount: () => 2 }));

beforeAll(() => setTestLanguage('en'));
beforeEach(() => installFakeApi());
afterEach(() => vi.unstubAllGlobals());

const items: MenuItem[] = menuEntries
  .filter(({ key }) => ['home', 'account', 'order', 'settings'].includes(key))
  .map((entry) => ({ entry, blocked: false }));

function renderHeaderMenuAt(path: string) {
  renderRoutes(
    [{ path: '/lantau/main/*', element: <HeaderMenu displayCode="lantau" items={items} /> }],
    path,
  );
}

const descriptionOf = (element: HTMLElement) =>
  element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe("the header's menu", () => {
  it('marks "More" current, and says which page, when the page the user is on is behind it', async () => {
    renderHeaderMenuAt('/lantau/main/setting/preferences');
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more.hasAttribute('data-current')).toBe(true);
    expect(descriptionOf(more)).toBe('Current page: Settings');
    // The entries in the row are not current.
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    await userEvent.click(await loadedOverlayTrigger('More'));
    expect((await screen.findByRole('menuitem', { name: 'Settings' })).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('menuitem', { name: 'Order' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves "More" plain when the current page is in the row, which marks it', async () => {
    renderHeaderMenuAt('/lantau/main/account');
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more.hasAttribute('data-current')).toBe(false);
    expect(more.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
  });
});
