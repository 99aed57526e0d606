import type { CurrencyCode, MarketCode } from '@lantau/contract';
import type { LedgerAssetColumns } from '../../platform/db/schema';
import type { LedgerAsset } from './ledger-types';

/** The platform's own accounts (the other side of client movements) start with this; clients' never do. */
export const HOUSE_PREFIX = 'HOUSE:';
export const isHouseAccount = (account: string): boolean => account.startsWith(HOUSE_PREFIX);

/**
 * Markets where shares bought today cannot be sold today: China A-shares through Stock Connect and China
 * B-shares (hk-market.md). Elsewhere unsettled purchases may be sold.
 */
const noSameDayResale: ReadonlySet<string> = new Set<MarketCode>(['MA^MZ', 'SS^SZ']);
export const hasNoSameDayResale = (market: string): boolean => noSameDayResale.has(market);

/** One key per asset, for grouping, ordering locks and the balance row's key: 'cash:HKD', 'security:HK:00700'. */
export function assetKeyOf(asset: LedgerAsset): string {
  return asset.kind === 'cash' ? `cash:${asset.currency}` : `security:${asset.market}:${asset.stockCode}`;
}

/** The asset columns the ledger's tables share. */
export function assetColumnsOf(asset: LedgerAsset): LedgerAssetColumns {
  return asset.kind === 'cash'
    ? {
        asset_kind: 'cash',
        currency_code: asset.currency,
        market: null,
        stock_code: null,
        asset_key: assetKeyOf(asset),
      }
    : {
        asset_kind: 'security',
        currency_code: null,
        market: asset.market,
        stock_code: asset.stockCode,
        asset_key: assetKeyOf(asset),
      };
}

/** The asset a row of the ledger's tables is about. */
export function assetOfRow(row: Omit<LedgerAssetColumns, 'asset_key'>): LedgerAsset {
  if (row.asset_kind === 'cash') return { kind: 'cash', currency: row.currency_code as CurrencyCode };
  return { kind: 'security', market: row.market as MarketCode, stockCode: row.stock_code ?? '' };
}
