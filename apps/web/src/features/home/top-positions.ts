import Decimal from 'decimal.js';
import type { AccountOverview, Position } from '@lantau/contract';

export interface RankedPosition extends Position {
  accountNumber: string;
}

/**
 * The positions with the largest profit or loss across all accounts, largest first whichever the sign: a big loss
 * deserves the client's eye as much as a big gain.
 */
export function topPositionsByPnl(overviews: readonly AccountOverview[], count = 5): RankedPosition[] {
  return overviews
    .flatMap((overview) =>
      overview.positions.map((position) => ({ ...position, accountNumber: overview.account.accountNumber })),
    )
    .sort((a, b) => new Decimal(b.unrealisedPnl).abs().comparedTo(new Decimal(a.unrealisedPnl).abs()))
    .slice(0, count);
}
