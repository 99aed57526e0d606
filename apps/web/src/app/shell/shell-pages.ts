import { lazy, type ComponentType } from 'react';
import type { MenuEntry } from '../../shared/feature-gates';

// The page map: which page each menu entry of the shell opens. The app's, not a feature's: pages import the
// shared feature gates (shared/feature-gates), and only the app imports every page.
// Every page is loaded when first opened, not with the shell (the market area with its charts is the largest).
/** The modules of the pages a session opens first: for their lazy components, and started early (first-screen.ts). */
export const loadMarketPage = () => import('../../features/market/market-page');
export const loadHomePage = () => import('../../features/home/home-page');
const MarketPage = lazy(loadMarketPage);
const TradePage = lazy(() => import('../../features/trade/trade-page'));
const OrderHistoryPage = lazy(() => import('../../features/orders/order-history-page'));
const ChangePasswordPage = lazy(async () => ({
  default: (await import('../../features/auth/change-password-page')).ChangePasswordPage,
}));
const HomePage = lazy(async () => ({ default: (await loadHomePage()).HomePage }));
const AccountPage = lazy(async () => ({
  default: (await import('../../features/account/account-page')).AccountPage,
}));
const IpoPage = lazy(async () => ({ default: (await import('../../features/ipo/ipo-page')).IpoPage }));
const FundPage = lazy(async () => ({ default: (await import('../../features/fund/fund-page')).FundPage }));
const SettingsPage = lazy(async () => ({
  default: (await import('../../features/settings/settings-page')).SettingsPage,
}));
const HelpCenterPage = lazy(async () => ({
  default: (await import('../../features/help/help-center-page')).HelpCenterPage,
}));
const MessageCenterPage = lazy(() => import('../../features/messages/message-center-page'));

export type ShellPageKey = MenuEntry['key'] | 'changePassword';
export type ShellPages = Partial<Record<ShellPageKey, ComponentType>>;

/**
 * Pages that exist. Each later issue adds its page here; until then its menu entry stays hidden and its path
 * shows the not-found page.
 */
export const builtShellPages: ShellPages = {
  changePassword: ChangePasswordPage,
  home: HomePage,
  account: AccountPage,
  fund: FundPage,
  ipo: IpoPage,
  information: MarketPage,
  order: OrderHistoryPage,
  trade: TradePage,
  settings: SettingsPage,
  helpCenter: HelpCenterPage,
  notice: MessageCenterPage,
};
