import { lazy, type ComponentType } from 'react';

// Every page is loaded when first opened, not with the shell (the market area with its charts is the largest).
const MarketPage = lazy(() => import('../market/market-page'));
const OrderHistoryPage = lazy(() => import('../orders/order-history-page'));
const ChangePasswordPage = lazy(async () => ({
  default: (await import('../auth/change-password-page')).ChangePasswordPage,
}));

/** The menu of spec section 2, in its order. Paths are relative to /{code}/main. */
export const menuEntries = [
  { key: 'home', label: 'menu.home', path: 'home' },
  { key: 'account', label: 'menu.account', path: 'account' },
  { key: 'fund', label: 'menu.fund', path: 'fund' },
  { key: 'trade', label: 'menu.trade', path: 'trade' },
  { key: 'order', label: 'menu.order', path: 'order_history' },
  { key: 'ipo', label: 'menu.ipo', path: 'ipo' },
  { key: 'notice', label: 'menu.notice', path: 'message_center' },
  { key: 'helpCenter', label: 'menu.helpCenter', path: 'help_center' },
  { key: 'settings', label: 'menu.settings', path: 'setting' },
  { key: 'information', label: 'menu.information', path: 'market_informatica' },
] as const;

export type MenuEntry = (typeof menuEntries)[number];
export type ShellPageKey = MenuEntry['key'] | 'changePassword';
export type ShellPages = Partial<Record<ShellPageKey, ComponentType>>;

/**
 * Pages that exist. Each later issue adds its page here; until then its menu entry stays hidden and its path
 * shows the not-found page.
 */
export const builtShellPages: ShellPages = {
  changePassword: ChangePasswordPage,
  information: MarketPage,
  order: OrderHistoryPage,
};

export function visibleMenuEntries(built: ShellPages = builtShellPages): MenuEntry[] {
  return menuEntries.filter((entry) => built[entry.key] !== undefined);
}
