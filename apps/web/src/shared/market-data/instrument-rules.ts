import { priceDecimalsOf, SPREAD_TABLES, type SpreadTable } from '@lantau/domain';
import type { SpreadTableID } from '@lantau/contract';

// The server names the table each instrument's prices step on (the quote's and the order's spreadTableID,
// packages/domain's spread tables): the ticket's price stepper walks the table the server checks prices on.

/** The spread table of a quote or an order. */
export function spreadTableOf(id: SpreadTableID): SpreadTable {
  return SPREAD_TABLES[id];
}

/** Decimal places a typed price may have: as fine as the table's finest step. */
export function priceDecimalsFor(id: SpreadTableID): number {
  return priceDecimalsOf(SPREAD_TABLES[id]);
}
