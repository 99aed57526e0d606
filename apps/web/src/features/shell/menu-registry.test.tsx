import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes, setTestLanguage } from '../../test/render';
import { installFakeApi, testBrokers } from '../../test/fake-api';
import { BrokerProvider } from '../brokers';
import { menuEntries, visibleMenuEntries } from './menu-registry';
import { ShellLayout } from './shell-layout';
import { shellRoutes } from './shell-routes';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => installFakeApi());
afterEach(() => vi.unstubAllGlobals());

const FundPage = () => <h1>Fund page</h1>;
const ChangePasswordPage = () => <h1>Change password page</h1>;

describe('menu registry', () => {
  it('lists the entries of the spec in order', () => {
    expect(menuEntries.map((entry) => entry.key)).toEqual([
      'home',
      'account',
      'fund',
      'trade',
      'order',
      'ipo',
      'notice',
      'helpCenter',
      'settings',
      'information',
    ]);
  });

  it('shows only entries whose page is built', () => {
    expect(visibleMenuEntries({})).toEqual([]);
    expect(visibleMenuEntries({ fund: FundPage }).map((entry) => entry.key)).toEqual(['fund']);
  });

  it('routes a built page, with its menu link, and Change Password once it exists', async () => {
    const built = { fund: FundPage, changePassword: ChangePasswordPage };
    const ShellWithPages = () => (
      <BrokerProvider value={testBrokers[0]!}>
        <ShellLayout pages={built} />
      </BrokerProvider>
    );
    renderRoutes(
      [{ path: '/lantau/main', Component: ShellWithPages, children: shellRoutes(built) }],
      '/lantau/main/fund/deposit',
    );
    expect(await screen.findByRole('heading', { name: 'Fund page' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Fund' }).getAttribute('href')).toBe('/lantau/main/fund');
    expect(within(menu).getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/lantau/index/update_password',
    );
    expect(within(menu).queryByRole('link', { name: 'Home' })).toBeNull();
  });
});
