import { z } from 'zod';
import { marketCodes } from './markets';
import {
  fundRequestStatusSchema,
  messageTypeSchema,
  messageTypes,
  orderStatusSchema,
  quotePlanSchema,
} from './statuses';
import { apiLanguageSchema } from './headers';
import { ipoApplicationStatusSchema } from './ipo-vocabulary';
import { depthLevelSchema, indexQuoteSchema, quoteSchema, tradeTickSchema } from './api/market-data';

/**
 * The first frame on either socket: the session token and, as for a signed call, a timestamp, a nonce and the
 * HMAC of `socketHelloParts(socket path, timestamp, nonce)` with the session's signing key (signing.ts).
 */
export const socketHelloSchema = z.object({
  type: z.literal('hello'),
  token: z.string(),
  /** Unix seconds; more than `limits.signatureValiditySeconds` off the server clock is refused. */
  timestamp: z.number().int(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** base64url HMAC-SHA256 with the session's signing key. */
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,}$/),
});
export type SocketHello = z.infer<typeof socketHelloSchema>;

/**
 * Why the server closed a socket. 1000: the session ended (the reason names how); 1008: no hello in time or a
 * malformed frame; 1011: a server failure; the 4xxx codes mirror the error codes of signed calls.
 */
export const socketCloseCodes = {
  sessionEnded: 1000,
  protocolError: 1008,
  serverError: 1011,
  /** The hello's timestamp is too far off the server clock (as E4001). */
  timeError: 4001,
  /** The hello's signature is wrong or its nonce was used before (as E4003). */
  badSignature: 4003,
  /** The session has post-login tasks left (as E2013): the stream waits until they are done. */
  pendingTasks: 4013,
  /** The session already holds as many sockets of this kind as it may. */
  tooManySockets: 4029,
} as const;

/**
 * The session socket (/ws/session). The client's first frame authenticates; after that the server pushes
 * events. Every frame is a discriminated union, validated when it arrives.
 */
export const sessionClientFrameSchema = z.discriminatedUnion('type', [
  socketHelloSchema,
  z.object({ type: z.literal('ping') }),
]);
export type SessionClientFrame = z.infer<typeof sessionClientFrameSchema>;

export const logoutReasons = [
  'OTHER_DEVICE_LOGIN',
  'LOGGED_OUT',
  'SESSION_EXPIRED',
  'PASSWORD_RESET',
] as const;

export const sessionServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), sessionRemainSec: z.number().int() }),
  /** The session was ended elsewhere: another login, a logout, a reset. */
  z.object({ type: z.literal('logout'), reason: z.enum(logoutReasons) }),
  /** A new app-OTP prefix for the companion app flow. */
  z.object({ type: z.literal('otpprefix'), prefix: z.string(), expiresInSeconds: z.number().int() }),
  /** One of the client's orders changed (placed, filled, amended, cancelled, triggered, expired). */
  z.object({
    type: z.literal('orderbook'),
    orderID: z.string(),
    accountNumber: z.string(),
    status: orderStatusSchema,
    filledQuantity: z.number().int(),
  }),
  /** One of the client's fund requests moved (processed, refused, cancelled): its new status. */
  z.object({ type: z.literal('fundrequest'), requestID: z.string(), status: fundRequestStatusSchema }),
  /** The client's dividends changed (a payment): the lists read them again. */
  z.object({ type: z.literal('dividends') }),
  /** One of the client's IPO applications moved (debited, allotted, refunded, voided): its new status. */
  z.object({
    type: z.literal('ipoapplication'),
    applicationID: z.string(),
    status: ipoApplicationStatusSchema,
  }),
  z.object({ type: z.literal('pong') }),
]);
export type SessionServerFrame = z.infer<typeof sessionServerFrameSchema>;

/**
 * The message socket (/ws/messages). After the signed hello the client says which message types it wants
 * (again whenever its notification switches change: each subscribe replaces the last) and the language to
 * push them in; the server pushes each new message of those types for the caller, never anyone else's.
 */
export const messageClientFrameSchema = z.discriminatedUnion('type', [
  socketHelloSchema,
  z.object({
    type: z.literal('subscribe'),
    types: z.array(messageTypeSchema).max(messageTypes.length),
    language: apiLanguageSchema,
  }),
  z.object({ type: z.literal('ping') }),
]);
export type MessageClientFrame = z.infer<typeof messageClientFrameSchema>;

export const messageServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** The subscription now in force. */
  z.object({ type: z.literal('subscribed'), types: z.array(messageTypeSchema) }),
  z.object({
    type: z.literal('message'),
    messageID: z.string(),
    messageType: messageTypeSchema,
    title: z.string(),
    content: z.string(),
    time: z.iso.datetime({ offset: true }),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type MessageServerFrame = z.infer<typeof messageServerFrameSchema>;

export const socketPaths = {
  session: '/ws/session',
  stream: '/ws/stream',
  messages: '/ws/messages',
} as const;

/**
 * The streaming socket (/ws/stream). The client says a signed hello (refused while the session has post-login
 * tasks), then subscribes and unsubscribes by market and stock codes; each request carries an id the server
 * acknowledges (the client repeats a request not acknowledged within 1 s, so subscribing twice is harmless).
 * Pushes:
 * - `index`: index values (every client, no subscription needed);
 * - `delta`: the fields of a subscribed quote that changed (prices, depth, broker queue, new trades);
 * - `minor`: slower-changing state (phase, flags, VCM, auction panels, indicative price).
 * A slow client is sent the latest state of each instrument, never a growing backlog: updates for one instrument
 * that pile up are merged into one frame.
 */
export const streamSubscriptionSchema = z.object({
  /** Request id, echoed in the ack. */
  id: z.string().min(1).max(64),
  market: z.enum(marketCodes),
  stockCodes: z.array(z.string().min(1).max(12)).min(1).max(200),
});

export const streamClientFrameSchema = z.discriminatedUnion('type', [
  socketHelloSchema,
  streamSubscriptionSchema.extend({ type: z.literal('subscribe') }),
  streamSubscriptionSchema.extend({ type: z.literal('unsubscribe') }),
  z.object({ type: z.literal('ping') }),
]);
export type StreamClientFrame = z.infer<typeof streamClientFrameSchema>;

/** Why a code in a subscription was refused. */
export const streamRejectReasons = ['UNKNOWN_STOCK', 'NOT_ENTITLED', 'LIMIT_REACHED'] as const;

/**
 * A depth level on the stream: [price, quantity, orders], the three fields of a `DepthLevel` in that order.
 * In a `delta` frame's `bids` and `asks`, null means "the level this position had in the last frame".
 */
export const streamDepthLevelSchema = z.tuple([
  depthLevelSchema.shape.price,
  depthLevelSchema.shape.quantity,
  depthLevelSchema.shape.orders,
]);
export type StreamDepthLevel = z.infer<typeof streamDepthLevelSchema>;

/**
 * A broker queue entry on the stream: a firm's 4-digit ID (its name comes once per connection in a `brokers`
 * frame) or a spread marker's steps. In a `delta` frame's `bidBrokers` and `askBrokers`, null means "the entry
 * this position had in the last frame".
 */
export const streamBrokerEntrySchema = z.union([z.string(), z.number().int().positive()]);
export type StreamBrokerEntry = z.infer<typeof streamBrokerEntrySchema>;

/** A trade on the stream: [time, price, quantity, aggressor], the fields of a `TradeTick` in that order. */
export const streamTradeSchema = z.tuple([
  tradeTickSchema.shape.time,
  tradeTickSchema.shape.price,
  tradeTickSchema.shape.quantity,
  tradeTickSchema.shape.aggressor,
]);
export type StreamTrade = z.infer<typeof streamTradeSchema>;

/** The fields of a quote a `delta` frame updates, as the web's quote store merges them (full arrays). */
export const quoteDeltaSchema = quoteSchema
  .pick({
    updateTime: true,
    nominal: true,
    change: true,
    changePct: true,
    open: true,
    high: true,
    low: true,
    volume: true,
    turnover: true,
    bids: true,
    asks: true,
    bidBrokers: true,
    askBrokers: true,
  })
  .partial()
  .extend({
    /** Trades since the previous frame for this instrument, newest first. */
    trades: z.array(tradeTickSchema).optional(),
  });
export type QuoteDelta = z.infer<typeof quoteDeltaSchema>;

/**
 * What a `delta` frame carries: the fields that changed since the last frame the connection received for the
 * instrument, lists position by position (null: unchanged; the list's length is the new length). The first
 * frame after a subscription (and after a reconnection, which subscribes afresh) has every field and no null.
 */
export const streamDeltaSchema = quoteDeltaSchema
  .omit({ bids: true, asks: true, bidBrokers: true, askBrokers: true, trades: true })
  .extend({
    bids: z.array(streamDepthLevelSchema.nullable()).optional(),
    asks: z.array(streamDepthLevelSchema.nullable()).optional(),
    bidBrokers: z.array(streamBrokerEntrySchema.nullable()).optional(),
    askBrokers: z.array(streamBrokerEntrySchema.nullable()).optional(),
    /** Trades since the previous frame for this instrument, newest first. */
    trades: z.array(streamTradeSchema).optional(),
  });
export type StreamDelta = z.infer<typeof streamDeltaSchema>;

/**
 * An index on the stream: the first `index` frame of a connection has every index whole; later ones only the
 * indices that changed, with only their changed fields (the code always).
 */
export const streamIndexSchema = indexQuoteSchema.partial().required({ code: true });
export type StreamIndex = z.infer<typeof streamIndexSchema>;

export const quoteMinorSchema = quoteSchema
  .pick({
    phase: true,
    flags: true,
    vcm: true,
    cas: true,
    pos: true,
    iep: true,
    iev: true,
    previousClose: true,
  })
  .partial();
export type QuoteMinor = z.infer<typeof quoteMinorSchema>;

export const streamServerFrameSchema = z.discriminatedUnion('type', [
  /** Hello accepted; the plan decides what the socket may stream. */
  z.object({ type: z.literal('ready'), feedPlans: z.record(z.string(), quotePlanSchema) }),
  z.object({
    type: z.literal('ack'),
    id: z.string(),
    accepted: z.array(z.string()),
    rejected: z.array(z.object({ stockCode: z.string(), reason: z.enum(streamRejectReasons) })),
  }),
  z.object({ type: z.literal('index'), indices: z.array(streamIndexSchema) }),
  /**
   * Names of the firms in broker queues, by 4-digit ID: sent before the first frame that uses an ID the
   * connection has not been told about, and only those (the table grows as firms appear, and never changes).
   */
  z.object({ type: z.literal('brokers'), brokers: z.record(z.string(), z.string()) }),
  z.object({
    type: z.literal('delta'),
    market: z.enum(marketCodes),
    stockCode: z.string(),
    /** Increases per instrument; a gap means frames were merged, never lost state. */
    seq: z.number().int(),
    delta: streamDeltaSchema,
  }),
  z.object({
    type: z.literal('minor'),
    market: z.enum(marketCodes),
    stockCode: z.string(),
    minor: quoteMinorSchema,
  }),
  z.object({ type: z.literal('pong') }),
]);
export type StreamServerFrame = z.infer<typeof streamServerFrameSchema>;
