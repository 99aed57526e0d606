import { describe, expect, it } from 'vitest';
import type { BrokerConfigEntry } from '@lantau/contract';
import { menuEntries, visibleMenuItems } from './feature-gates';

const FundPage = () => null;
const IpoPage = () => null;
const TradePage = () => null;

const config = (entries: Partial<Record<BrokerConfigEntry['key'], unknown>>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value })) as BrokerConfigEntry[];
const shown = (items: ReturnType<typeof visibleMenuItems>) =>
  items.map((item) => (item.blocked ? `${item.entry.key} (blocked)` : item.entry.key));

describe('feature gates', () => {
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

  it('shows only entries whose page is built and the broker enables', () => {
    const built = { fund: FundPage, ipo: IpoPage, trade: TradePage, information: FundPage };
    expect(visibleMenuItems({}, config({}))).toEqual([]);
    // Until the broker's configuration is known, gated entries wait.
    expect(shown(visibleMenuItems(built, undefined))).toEqual(['information']);
    expect(
      shown(
        visibleMenuItems(
          built,
          config({ WebFundOutEnable: true, WebEIPOEnable: false, WebEnableTradeMarket: ['HK', 'US'] }),
        ),
      ),
    ).toEqual(['fund', 'trade', 'information']);
    expect(
      shown(visibleMenuItems(built, config({ WebFundInEnable: false, WebEnableTradeMarket: ['NONE'] }))),
    ).toEqual(['information']);
  });

  it('shows switched-off entries as blocked where the broker sets WebDisplayBlockedFeature', () => {
    const built = { fund: FundPage, ipo: IpoPage, trade: TradePage };
    expect(
      shown(
        visibleMenuItems(
          built,
          config({ WebDisplayBlockedFeature: true, WebEIPOEnable: true, WebEnableTradeMarket: ['NONE'] }),
        ),
      ),
    ).toEqual(['fund (blocked)', 'trade (blocked)', 'ipo']);
  });
});
