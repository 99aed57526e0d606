import Decimal from 'decimal.js';
import type { Position } from '@lantau/contract';

export interface PositionFigures {
  lastPrice: string;
  marketValue: string;
  unrealisedPnl: string;
  unrealisedPnlPercent: string;
  todayPnl: string;
}

/**
 * A position's figures at a newer price than the server priced it at. The server's figures already hold its
 * rules (cost basis, today's buys, the client's own cost); a price move changes each of them by the same amount,
 * (new price - server's price) x quantity, so adding that delta keeps them consistent with the server's.
 */
export function atPrice(position: Position, price: string | null | undefined): PositionFigures {
  const server: PositionFigures = {
    lastPrice: position.lastPrice,
    marketValue: position.marketValue,
    unrealisedPnl: position.unrealisedPnl,
    unrealisedPnlPercent: position.unrealisedPnlPercent,
    todayPnl: position.todayPnl,
  };
  if (!price || new Decimal(price).equals(position.lastPrice)) return server;
  const delta = new Decimal(price).minus(position.lastPrice).times(position.quantity);
  const unrealised = new Decimal(position.unrealisedPnl).plus(delta);
  const cost = new Decimal(position.averageCost).times(position.quantity);
  return {
    lastPrice: price,
    marketValue: new Decimal(position.marketValue).plus(delta).toFixed(2),
    unrealisedPnl: unrealised.toFixed(2),
    unrealisedPnlPercent: cost.isZero()
      ? position.unrealisedPnlPercent
      : unrealised.dividedBy(cost).times(100).toFixed(2),
    todayPnl: new Decimal(position.todayPnl).plus(delta).toFixed(2),
  };
}
