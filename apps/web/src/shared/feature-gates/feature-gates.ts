import type { BrokerConfigEntry, BrokerConfigKey } from '@lantau/contract';
import { configValue } from '../broker';

// The broker's feature gates: which parts of the portal a broker switches on (spec section 2's menu and the
// switches behind each entry). The pages the entries open are the app's (app/shell/shell-pages.ts); the
// features read these gates to link into each other (Buy and Sell into Trade) only where the broker allows.

type Config = readonly BrokerConfigEntry[] | undefined;

/** The broker's switches a menu entry depends on, and whether they let it open. */
interface BrokerGate {
  keys: readonly BrokerConfigKey[];
  enabled: (config: Config) => boolean;
}

const anyFlag = (...keys: BrokerConfigKey[]): BrokerGate => ({
  keys,
  enabled: (config) => keys.some((key) => configValue(config, key) === true),
});

/** WebEnableTradeMarket: ['NONE'] (or no market) means the broker's clients cannot trade on the web. */
const tradeGate: BrokerGate = {
  keys: ['WebEnableTradeMarket'],
  enabled: (config) => {
    const markets = configValue(config, 'WebEnableTradeMarket');
    return !!markets && markets.length > 0 && !(markets as string[]).includes('NONE');
  },
};

/** The menu of spec section 2, in its order. Paths are relative to /{code}/main. */
export const menuEntries = [
  { key: 'home', label: 'menu.home', path: 'home' },
  { key: 'account', label: 'menu.account', path: 'account' },
  {
    key: 'fund',
    label: 'menu.fund',
    path: 'fund',
    gate: anyFlag('WebFundInEnable', 'WebFundOutEnable', 'WebFundExEnable', 'WebDividendSelectionEnable'),
  },
  { key: 'trade', label: 'menu.trade', path: 'trade', gate: tradeGate },
  { key: 'order', label: 'menu.order', path: 'order_history' },
  { key: 'ipo', label: 'menu.ipo', path: 'ipo', gate: anyFlag('WebEIPOEnable') },
  { key: 'notice', label: 'menu.notice', path: 'message_center' },
  { key: 'helpCenter', label: 'menu.helpCenter', path: 'help_center' },
  { key: 'settings', label: 'menu.settings', path: 'setting' },
  { key: 'information', label: 'menu.information', path: 'market_informatica' },
] as const satisfies readonly { key: string; label: string; path: string; gate?: BrokerGate }[];

export type MenuEntry = (typeof menuEntries)[number];
/** The entries whose page is built, each with anything that stands for its page (the app's page map). */
export type BuiltPages = Partial<Record<MenuEntry['key'], unknown>>;

/** The broker configuration keys the menu reads: the gates' switches and WebDisplayBlockedFeature. */
export const menuConfigKeys: readonly BrokerConfigKey[] = [
  'WebDisplayBlockedFeature',
  ...new Set(menuEntries.flatMap((entry) => ('gate' in entry ? entry.gate.keys : []))),
];

export interface MenuItem {
  entry: MenuEntry;
  /** Switched off by the broker, shown greyed out because it sets WebDisplayBlockedFeature. */
  blocked: boolean;
}

/**
 * How the broker lets a built entry open: `open`; `blocked` (switched off, shown as such because the broker sets
 * WebDisplayBlockedFeature); `hidden` (switched off and not shown); `pending` while its configuration is unknown.
 */
export type FeatureAccess = 'open' | 'blocked' | 'hidden' | 'pending';

export function featureAccess(entry: MenuEntry, config: Config): FeatureAccess {
  if (!('gate' in entry)) return 'open';
  if (config === undefined) return 'pending';
  if (entry.gate.enabled(config)) return 'open';
  return configValue(config, 'WebDisplayBlockedFeature') === true ? 'blocked' : 'hidden';
}

/**
 * The entries to show: built pages the broker enables, and built pages it switched off when it wants them shown
 * as blocked. While the broker's configuration is unknown, gated entries wait rather than appear and vanish.
 */
export function visibleMenuItems(built: BuiltPages, config?: Config): MenuItem[] {
  return menuEntries.flatMap((entry): MenuItem[] => {
    if (built[entry.key] === undefined) return [];
    const access = featureAccess(entry, config);
    if (access === 'open') return [{ entry, blocked: false }];
    return access === 'blocked' ? [{ entry, blocked: true }] : [];
  });
}
