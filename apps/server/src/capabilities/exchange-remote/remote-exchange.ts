import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Redis } from 'ioredis';
import type { PriceUnits } from '@lantau/domain';
import type { ActionResult, ClientOrderRequest, NewIssueListing, UniverseMarket } from '@lantau/exchange';
import { ensureGroup } from './exchange-server';
import {
  FIELD,
  decode,
  encode,
  parseSent,
  payloadOf,
  sentRecord,
  type ExchangeAnswer,
  type ExchangeCommand,
  type ExchangeKeys,
  type ExchangeReport,
  type StreamEntries,
  entriesOf,
  type StreamRead,
} from './exchange-wire';
import { COMMAND_TIMEOUT_MS, RedisUnavailableError } from '../../platform/redis/redis-connection';
import { connectRedis } from './redis-connection';

// A node's side of the wire: sends commands, reads reports (one consumer of the group `nodes`: each report is
// applied by exactly one node, acknowledged only once applied; a dead node's reports are claimed by another
// after CLAIM_IDLE_MS), and waits for the answers to cancels and amends.

/** A report pending this long with a consumer (dead, or stuck) is claimed by another node. */
const CLAIM_IDLE_MS = 5_000;
/** How long a cancel or amend waits for the exchange: the command's deadline, and a margin for the answer. */
const ANSWER_DEADLINE_MS = 3_000;
const ANSWER_WAIT_MS = 5_000;
/** How often entries whose send failed (Redis down) are tried again. */
const RETRY_MS = 1_000;

/**
 * Sends an entry unless it is there already, atomically: the command and the order's `sent` record together,
 * only while the exchange still serves the epoch the caller decided for (else `moved`: the new epoch's re-entry
 * decides again) and only if this entry was not sent to it already (`there`: another node, or an earlier try
 * whose answer was lost, sent it). So an entry reaches an epoch at most once however many nodes and retries
 * send it. KEYS: epoch, sent, commands; ARGV: order ID, epoch, sent record, stream field, command.
 */
const sendScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') ~= tonumber(ARGV[2]) then return 'moved' end
if redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[3] then return 'there' end
redis.call('XADD', KEYS[3], '*', ARGV[4], ARGV[5])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
return 'sent'
`;

type PriceChange = { readonly quantity?: number; readonly price?: PriceUnits };
/** Applies one report; resolves once it is applied (or parked on disk): then it is acknowledged. */
export type ReportHandler = (report: ExchangeReport) => Promise<void>;

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface RemoteExchange {
  readonly keys: ExchangeKeys;
  /** The epoch the exchange serves now (0 before its first start). */
  epoch(): Promise<number>;
  /** The entry last sent for an order and its epoch. */
  sentOf(orderId: string): Promise<{ epoch: number; entryId: string } | undefined>;
  /**
   * Sends an order entry to `epoch`, recording it as the order's last sent entry, unless it was sent there
   * already (`there`) or the exchange serves another epoch now (`moved`); one script, so at most once per epoch.
   * Bounded: rejects within a couple of seconds when Redis is down.
   */
  submit(
    epoch: number,
    orderId: string,
    market: UniverseMarket,
    code: string,
    request: ClientOrderRequest,
  ): Promise<'sent' | 'there' | 'moved'>;
  /** Forgets a final order's `sent` record (nothing is ever sent or asked for a final order again). */
  forget(orderId: string): Promise<void>;
  /**
   * Tries `attempt` again every second until it resolves true (an entry whose send failed while Redis was
   * down), one attempt per key at a time, until close.
   */
  retry(key: string, attempt: () => Promise<boolean>): void;
  /** Asks for a cancel or an amend of an entry sent in `epoch`; `stale`: not acted on (another epoch, late). */
  cancel(
    epoch: number,
    market: UniverseMarket,
    code: string,
    entryId: string,
  ): Promise<ActionResult | 'stale'>;
  amend(
    epoch: number,
    market: UniverseMarket,
    code: string,
    entryId: string,
    change: PriceChange,
  ): Promise<ActionResult | 'stale'>;
  list(listing: NewIssueListing): Promise<void>;
  delist(code: string): Promise<void>;
  /** Starts reading reports into `handler`. */
  listen(handler: ReportHandler): void;
  /** A connection for readers of their own (the market stream's blocking reads). */
  connection(name: string): Redis;
  close(): Promise<void>;
}

/** Rejects when `promise` takes longer than a bounded command may (Redis down or hanging). */
function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(what)), COMMAND_TIMEOUT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createRemoteExchange(url: string, keys: ExchangeKeys, log: Logger): RemoteExchange {
  const consumer = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  // Bounded: a request, or an order's send, never waits out a Redis outage (readers have their own, unbounded).
  const redis = connectRedis(url, `lantau-node-${consumer}`, true);
  const extra: Redis[] = [];
  const waiting = new Map<string, (result: ExchangeAnswer['result']) => void>();
  let subscriber: Redis | undefined;
  let closed = false;
  let loop: Promise<void> | undefined;

  const command = (value: ExchangeCommand) => redis.xadd(keys.commands, '*', FIELD, encode(value));

  /** Subscribed once, before the first command that waits for an answer is sent (else it could be missed). */
  let subscribed: Promise<unknown> | undefined;
  function answers(): Promise<unknown> {
    if (subscribed) return subscribed;
    subscriber = connectRedis(url, `lantau-node-answers-${consumer}`);
    subscriber.on('message', (_channel: string, text: string) => {
      const answer = decode<ExchangeAnswer>(text);
      waiting.get(answer.id)?.(answer.result);
    });
    subscribed = subscriber.subscribe(keys.answers);
    return subscribed;
  }

  async function ask(value: ExchangeCommand): Promise<ActionResult | 'stale'> {
    // The subscription waits out a Redis restart (its connection is a reader's); the caller may not.
    await bounded(answers(), 'subscribing to the answers');
    const result = new Promise<ExchangeAnswer['result'] | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ANSWER_WAIT_MS);
      waiting.set(value.id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
    await command(value);
    const answer = await result.finally(() => waiting.delete(value.id));
    if (answer === undefined) {
      // Past the command's deadline the exchange no longer acts on it: no answer means not done.
      log.warn({ command: value.kind, id: value.id }, 'the exchange did not answer in time');
      return 'stale';
    }
    return answer.ok === 'stale' ? 'stale' : (answer as ActionResult);
  }

  const retries = new Map<string, () => Promise<boolean>>();
  let retrying = false;
  const retryTimer = setInterval(() => {
    if (retrying || retries.size === 0) return;
    retrying = true;
    void (async () => {
      for (const [key, attempt] of [...retries]) {
        if (closed) break;
        const done = await attempt().catch((error: unknown) => {
          log.warn({ err: error, key }, 'an entry was not sent again yet: trying later');
          return false;
        });
        if (done && retries.get(key) === attempt) retries.delete(key);
      }
    })().finally(() => (retrying = false));
  }, RETRY_MS);
  retryTimer.unref();

  async function readReports(handler: ReportHandler): Promise<void> {
    const reader = connectRedis(url, `lantau-node-reports-${consumer}`);
    extra.push(reader);
    const inFlight = new Set<Promise<void>>();
    let lastClaim = 0;

    const dispatch = async (entries: StreamEntries) => {
      for (const [id, fields] of entries) {
        const report = payloadOf<ExchangeReport>(fields);
        if (report?.kind === 'epoch') await Promise.all(inFlight); // re-entry after what came before it
        const done: Promise<void> = (report === undefined ? Promise.resolve() : handler(report))
          .then(() => redis.xack(keys.reports, keys.reportGroup, id).then(() => undefined))
          .catch((error: unknown) =>
            log.error({ err: error, report }, 'a report was not applied: left pending'),
          )
          .finally(() => inFlight.delete(done));
        inFlight.add(done);
        if (report?.kind === 'epoch') await done;
      }
    };

    while (!closed) {
      try {
        if (Date.now() - lastClaim > CLAIM_IDLE_MS / 2) {
          lastClaim = Date.now();
          const claimed = (await redis.call(
            'XAUTOCLAIM',
            keys.reports,
            keys.reportGroup,
            consumer,
            CLAIM_IDLE_MS,
            '0-0',
            'COUNT',
            500,
          )) as [string, StreamEntries, unknown];
          await dispatch(claimed[1].filter(([, fields]) => fields !== null));
        }
        const read = (await reader.call(
          'XREADGROUP',
          'GROUP',
          keys.reportGroup,
          consumer,
          'COUNT',
          500,
          'BLOCK',
          500,
          'STREAMS',
          keys.reports,
          '>',
        )) as StreamRead;
        await dispatch(entriesOf(read));
      } catch (error) {
        if (closed) return;
        if (String(error).includes('NOGROUP')) await ensureGroup(redis, keys.reports, keys.reportGroup);
        else log.error({ err: error }, 'reading exchange reports failed: trying again');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await Promise.all(inFlight);
  }

  return {
    keys,
    async epoch() {
      return Number((await redis.get(keys.epoch)) ?? 0);
    },
    async sentOf(orderId) {
      return parseSent(await redis.hget(keys.sent, orderId));
    },
    async submit(epoch, orderId, market, code, request) {
      const command = encode({ kind: 'submit', id: randomUUID(), epoch, market, code, request });
      const record = sentRecord(epoch, request.id);
      const keysOf = [keys.epoch, keys.sent, keys.commands];
      return (await redis.eval(sendScript, 3, ...keysOf, orderId, epoch, record, FIELD, command)) as
        'sent' | 'there' | 'moved';
    },
    async forget(orderId) {
      await redis.hdel(keys.sent, orderId);
    },
    retry(key, attempt) {
      if (!closed) retries.set(key, attempt);
    },
    cancel(epoch, market, code, entryId) {
      const deadline = Date.now() + ANSWER_DEADLINE_MS;
      return ask({ kind: 'cancel', id: randomUUID(), epoch, deadline, market, code, orderId: entryId });
    },
    amend(epoch, market, code, entryId, change) {
      const deadline = Date.now() + ANSWER_DEADLINE_MS;
      return ask({
        kind: 'amend',
        id: randomUUID(),
        epoch,
        deadline,
        market,
        code,
        orderId: entryId,
        change,
      });
    },
    async list(listing) {
      await command({ kind: 'list', id: randomUUID(), listing });
    },
    async delist(code) {
      await command({ kind: 'delist', id: randomUUID(), code });
    },
    listen(handler) {
      loop = ensureGroup(redis, keys.reports, keys.reportGroup).then(() => readReports(handler));
    },
    connection(name) {
      const connection = connectRedis(url, `${name}-${consumer}`);
      extra.push(connection);
      return connection;
    },
    async close() {
      closed = true;
      clearInterval(retryTimer);
      retries.clear();
      for (const connection of extra) connection.disconnect();
      subscriber?.disconnect();
      await loop?.catch(() => undefined);
      redis.disconnect();
    },
  };
}
