import type { PriceUnits } from '@lantau/domain';
import type {
  ActionResult,
  Candle,
  ClientExecution,
  ClientOrderRequest,
  IndexState,
  InstrumentReference,
  MarketStatus,
  NewIssueListing,
  QuoteState,
  RejectReason,
  UniverseMarket,
} from '@lantau/exchange';

// The wire between the nodes and the exchange process (EXCHANGE=remote): the Redis keys and streams, what
// travels on each, and the one codec (JSON in a single field 'm'). Everything the two sides say to each other
// is declared here, so the exchange (exchange-main.ts, exchange-server.ts) and the nodes (remote-exchange.ts,
// remote-market.ts) cannot drift apart.
//
// The epoch rule: each exchange start takes a new epoch (INCR of `epoch`) and announces it on the report
// stream. Order commands carry the epoch they were sent to; the exchange refuses other epochs' commands (a
// command the dead exchange never read must not also be acted on beside the re-entry). The node that applies
// the epoch report re-enters the working orders, once per epoch (`sent` records, per order, the entry last
// sent and its epoch, written with the command in one MULTI).

export const exchangeKeys = (prefix = 'lantau:exchange') => ({
  /** INCR at each exchange start: the current epoch. */
  epoch: `${prefix}:epoch`,
  /** Stream, nodes -> exchange: order and listing commands (group `exchange`). */
  commands: `${prefix}:commands`,
  commandGroup: 'exchange',
  /** Stream, exchange -> nodes: reports (group `nodes`, one consumer per node: each applied by one node). */
  reports: `${prefix}:reports`,
  reportGroup: 'nodes',
  /** Stream, exchange -> every node (read without a group): changed quotes, indices, statuses. */
  market: `${prefix}:market`,
  /** Hash: the latest state of every instrument (field market|code), plus `indices` and `statuses`. */
  snapshot: `${prefix}:snapshot`,
  /** Pub/sub channel: the exchange's answer to a cancel or amend, for the node waiting on it. */
  answers: `${prefix}:answers`,
  /** Hash: order ID -> `<epoch> <entry id>`, the entry last sent for the order. */
  sent: `${prefix}:sent`,
});
export type ExchangeKeys = ReturnType<typeof exchangeKeys>;

/** A cancel or amend of an entry, for the exchange of the epoch it was sent to. */
interface EntryCommand {
  readonly id: string;
  readonly epoch: number;
  /** Epoch milliseconds after which the exchange no longer acts on it (the sender stopped waiting). */
  readonly deadline: number;
  readonly market: UniverseMarket;
  readonly code: string;
  /** The entry id (`<orderID>.<entry>`). */
  readonly orderId: string;
}

/** Commands, nodes -> exchange. `id` is unique per command (answers name it). */
export type ExchangeCommand =
  | {
      readonly kind: 'submit';
      readonly id: string;
      readonly epoch: number;
      readonly market: UniverseMarket;
      readonly code: string;
      readonly request: ClientOrderRequest;
    }
  | (EntryCommand & { readonly kind: 'cancel' })
  | (EntryCommand & {
      readonly kind: 'amend';
      readonly change: { readonly quantity?: number; readonly price?: PriceUnits };
    })
  | { readonly kind: 'list'; readonly id: string; readonly listing: NewIssueListing }
  | { readonly kind: 'delist'; readonly id: string; readonly code: string };

/** Reports, exchange -> one node each (consumer group). Fills and cancels are the simulator's own. */
export type ExchangeReport =
  | ClientExecution
  | { readonly kind: 'accepted'; readonly orderId: string; readonly epoch: number }
  | {
      readonly kind: 'rejected';
      readonly orderId: string;
      readonly epoch: number;
      readonly reason: RejectReason;
    }
  /** A command of another epoch (or past its deadline), not acted on. */
  | { readonly kind: 'refused-stale'; readonly command: string; readonly orderId: string | null }
  | { readonly kind: 'epoch'; readonly epoch: number };

/** The answer to a cancel or amend (pub/sub, to the node waiting). `stale`: not acted on (other epoch, late). */
export interface ExchangeAnswer {
  readonly id: string;
  readonly result: ActionResult | { readonly ok: 'stale' };
}

/** A quote on the wire: the instrument by its key (static data the node has), or whole for a new issue. */
export type WireQuote = Omit<QuoteState, 'instrument'> & {
  readonly market: UniverseMarket;
  readonly code: string;
  readonly newIssue?: InstrumentReference;
  /** The live minute candle (the day's last), so nodes chart the exchange's own minutes. */
  readonly minute?: Candle | undefined;
};

/** One flush of market data: what changed since the last. */
export interface MarketFrame {
  readonly time: number;
  readonly quotes: readonly WireQuote[];
  readonly indices?: readonly Omit<IndexState, 'definition'>[] | undefined;
  readonly indexCodes?: readonly string[] | undefined;
  readonly statuses?: readonly MarketStatus[] | undefined;
  /** Codes of new issues taken off the exchange. */
  readonly delisted?: readonly string[] | undefined;
}

export const toWireQuote = (quote: QuoteState, minute?: Candle): WireQuote => {
  const { instrument, ...rest } = quote;
  return {
    ...rest,
    market: instrument.market,
    code: instrument.code,
    ...(instrument.newIssue !== undefined && { newIssue: instrument }),
    ...(minute !== undefined && { minute }),
  };
};

export const quoteKeyOf = (market: string, code: string): string => `${market}|${code}`;

/** The single field every stream entry carries. */
export const FIELD = 'm';
export const encode = (value: unknown): string => JSON.stringify(value);
export const decode = <T>(text: string): T => JSON.parse(text) as T;

/** A stream entry's payload from XREAD/XREADGROUP's `[id, [field, value, ...]]` (null when deleted). */
export function payloadOf<T>(fields: readonly string[] | null): T | undefined {
  if (fields === null) return undefined;
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === FIELD) return decode<T>(fields[i + 1]!);
  return undefined;
}

/** `<epoch> <entry id>` in the `sent` hash. */
export const sentRecord = (epoch: number, entryId: string): string => `${epoch} ${entryId}`;
export function parseSent(text: string | null): { epoch: number; entryId: string } | undefined {
  if (text === null) return undefined;
  const space = text.indexOf(' ');
  return { epoch: Number(text.slice(0, space)), entryId: text.slice(space + 1) };
}

export type StreamEntries = [id: string, fields: string[] | null][];
/** XREAD / XREADGROUP's answer for one stream, as RESP2 (`[[stream, entries]]`) or RESP3 (`[stream, entries]`). */
export type StreamRead = unknown;

/** The entries of an XREAD / XREADGROUP answer for one stream (none when the block timed out). */
export function entriesOf(read: StreamRead): StreamEntries {
  if (!Array.isArray(read) || read.length === 0) return [];
  const pair: unknown = typeof read[0] === 'string' ? read : read[0];
  return ((pair as [string, StreamEntries])[1] ?? []) as StreamEntries;
}
