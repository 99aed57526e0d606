import { z } from 'zod';
import { defineCall } from './define-call';
import { stockIdentitySchema } from './market-data';
import { marketCodeSchema } from '../markets';
import { limits } from '../constants';

// Watchlists: a client's named groups of instruments (spec sections 3, 5 and 9). Names are unique per client
// (trimmed, case-insensitive) and at most 10 columns wide (5 Chinese characters); a group holds at most 100
// instruments, each once, in the client's order; groups have a colour mark and an order of their own. The
// server creates one default group on a client's first read, and a client always keeps at least one.

/** Spec section 5's group colours: empty (no mark), red, blue, green. */
export const watchlistColours = ['NONE', 'RED', 'BLUE', 'GREEN'] as const;
export const watchlistColourSchema = z.enum(watchlistColours);
export type WatchlistColour = z.infer<typeof watchlistColourSchema>;

export const watchlistGroupIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'A watchlist group ID');

/** Width and uniqueness are the server's to judge (E9002, E9003); this only bounds the text. */
export const watchlistNameSchema = z.string().max(40);

/** An instrument as a request names it. */
export const watchlistStockRefSchema = z.object({
  market: marketCodeSchema,
  stockCode: z.string().min(1).max(12),
});
export type WatchlistStockRef = z.infer<typeof watchlistStockRefSchema>;

export const watchlistGroupSchema = z.object({
  groupID: z.string(),
  name: z.string(),
  colour: watchlistColourSchema,
  /** In the client's order. */
  stocks: z.array(stockIdentitySchema),
});
export type WatchlistGroup = z.infer<typeof watchlistGroupSchema>;

const groupsData = z.object({ groups: z.array(watchlistGroupSchema) });
const groupParams = z.object({ groupID: watchlistGroupIdSchema });

export const getWatchlists = defineCall({
  service: 'main',
  method: 'GET',
  path: '/watchlists',
  summary:
    "The client's watchlist groups in their order, each with its stocks (a first read creates one group)",
  access: 'client',
  data: groupsData,
});

export const postWatchlist = defineCall({
  service: 'main',
  method: 'POST',
  path: '/watchlists',
  summary: `Creates an empty group at the end (E9002 bad name, E9003 name taken, E9004 more than ${limits.watchlist.maxGroups} groups)`,
  access: 'client',
  body: z.object({ name: watchlistNameSchema, colour: watchlistColourSchema.default('NONE') }),
  data: watchlistGroupSchema,
});

export const patchWatchlist = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/watchlists/:groupID',
  summary: 'Renames a group or changes its colour (E9001 not found, E9002 bad name, E9003 name taken)',
  access: 'client',
  params: groupParams,
  body: z.object({ name: watchlistNameSchema.optional(), colour: watchlistColourSchema.optional() }),
  data: watchlistGroupSchema,
});

export const deleteWatchlist = defineCall({
  service: 'main',
  method: 'DELETE',
  path: '/watchlists/:groupID',
  summary:
    'Deletes a group and its stocks (E9001 not found, E9009 for the last group); answers the groups left',
  access: 'client',
  params: groupParams,
  data: groupsData,
});

export const putWatchlistStocks = defineCall({
  service: 'main',
  method: 'PUT',
  path: '/watchlists/:groupID/stocks',
  summary: `Replaces a group's stocks with this ordered list: removing and reordering (E9005 over ${limits.watchlist.maxStocks}, E9006 unknown, E9007 named twice)`,
  access: 'client',
  params: groupParams,
  // Bounded loosely so an over-full list answers E9005 (a business error the user can read), not E1000.
  body: z.object({ stocks: z.array(watchlistStockRefSchema).max(limits.watchlist.maxStocks * 5) }),
  data: watchlistGroupSchema,
});

export const postWatchlistStock = defineCall({
  service: 'main',
  method: 'POST',
  path: '/watchlists/:groupID/stocks',
  summary: 'Adds one stock at the end of a group (E9005 group full, E9006 unknown, E9007 already there)',
  access: 'client',
  params: groupParams,
  body: watchlistStockRefSchema,
  data: watchlistGroupSchema,
});

export const putWatchlistOrder = defineCall({
  service: 'main',
  method: 'PUT',
  path: '/watchlists/order',
  summary: "Puts the client's groups in this order; it must name each group once (E9008)",
  access: 'client',
  body: z.object({ groupIDs: z.array(watchlistGroupIdSchema).max(limits.watchlist.maxGroups * 5) }),
  data: groupsData,
});
