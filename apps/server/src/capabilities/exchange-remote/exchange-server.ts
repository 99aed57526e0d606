import type { Redis } from 'ioredis';
import type { ActionResult, ClientExecution, MarketSimulator, UniverseMarket } from '@lantau/exchange';
import {
  FIELD,
  encode,
  payloadOf,
  quoteKeyOf,
  toWireQuote,
  type ExchangeAnswer,
  type ExchangeCommand,
  type ExchangeKeys,
  type ExchangeReport,
  type MarketFrame,
  entriesOf,
  type StreamRead,
} from './exchange-wire';

// The exchange process's side of the wire: it takes a new epoch, announces it, serves commands from the
// command stream (consumer group `exchange`, acknowledged after acting and reporting), writes every client
// order's reports to the report stream, and replicates the market: each changed instrument, index and status
// on the market stream every flush, and the latest of each in the snapshot hash a starting node loads first.

/** How often changed instruments go out: the simulator's own default tick. */
const FLUSH_MS = 100;
/** Market frames kept in the stream (a node more than this far behind loads the snapshot again). */
const MARKET_MAXLEN = 5_000;
/** Reports kept: far more than any node lags; acknowledged entries beyond this are trimmed. */
const REPORTS_MAXLEN = 200_000;

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export async function ensureGroup(redis: Redis, stream: string, group: string): Promise<void> {
  try {
    await redis.call('XGROUP', 'CREATE', stream, group, '0', 'MKSTREAM');
  } catch (error) {
    if (!String(error).includes('BUSYGROUP')) throw error;
  }
}

export function serveExchange(deps: {
  simulator: MarketSimulator;
  /** Writes: reports, market frames, the snapshot, answers. */
  redis: Redis;
  /** A connection of its own for the blocking command reads. */
  reader: Redis;
  keys: ExchangeKeys;
  log: Logger;
  consumer?: string;
}) {
  const { simulator, redis, reader, keys, log } = deps;
  const consumer = deps.consumer ?? 'exchange';
  let epoch = 0;
  let stopped = false;
  /** Entry ids submitted this epoch: the same entry again is refused, never entered twice. */
  const entered = new Set<string>();
  /** Executions the simulator reports while a command runs: written after the command's own report. */
  let collecting: ClientExecution[] | undefined;

  const report = (value: ExchangeReport) =>
    redis.xadd(keys.reports, 'MAXLEN', '~', REPORTS_MAXLEN, '*', FIELD, encode(value));
  const answer = (value: ExchangeAnswer) => redis.publish(keys.answers, encode(value));

  const stopExecutions = simulator.onExecution((execution) => {
    if (collecting) collecting.push(execution);
    else void report(execution);
  });

  // ---- market data ------------------------------------------------------------------------------------------
  const dirty = new Set<string>();
  let indicesChanged = false;
  let statusesChanged = false;
  const stopChanges = simulator.onChange((change) => {
    if (change.kind === 'quote') dirty.add(quoteKeyOf(change.market, change.code));
    else if (change.kind === 'index') indicesChanged = true;
    else statusesChanged = true;
  });

  function frameOf(keysToSend: Iterable<string>, everything: boolean): MarketFrame {
    const quotes = [];
    for (const key of keysToSend) {
      const [market, code] = key.split('|') as [UniverseMarket, string];
      const quote = simulator.quote(market, code);
      if (quote) quotes.push(toWireQuote(quote, simulator.intraday(market, code).at(-1)));
    }
    const indices = simulator.indices();
    return {
      time: simulator.now(),
      quotes,
      ...((everything || indicesChanged) && {
        indices: indices.map(({ definition: _definition, ...rest }) => rest),
        indexCodes: indices.map((index) => index.definition.code),
      }),
      ...((everything || statusesChanged) && { statuses: simulator.marketStatuses() }),
    };
  }

  async function publish(frame: MarketFrame): Promise<void> {
    const pipeline = redis.pipeline();
    const fields: string[] = [];
    for (const quote of frame.quotes) fields.push(quoteKeyOf(quote.market, quote.code), encode(quote));
    if (frame.indices) fields.push('indices', encode({ indices: frame.indices, codes: frame.indexCodes }));
    if (frame.statuses) fields.push('statuses', encode(frame.statuses));
    if (fields.length > 0) pipeline.hset(keys.snapshot, ...fields);
    pipeline.xadd(keys.market, 'MAXLEN', '~', MARKET_MAXLEN, '*', FIELD, encode(frame));
    await pipeline.exec();
  }

  // One frame in flight at a time, and none while Redis is away: the changes wait in `dirty` (at most one key
  // per instrument) and leave as one frame once Redis answers again. Queued behind a Redis outage instead (the
  // connection waits for ever), the frames of a 50 ms timer took gigabytes within the hour.
  let publishing = false;
  const flushTimer = setInterval(() => {
    if (publishing || redis.status !== 'ready') return;
    if (dirty.size === 0 && !indicesChanged && !statusesChanged) return;
    const keysToSend = [...dirty];
    const frame = frameOf(keysToSend, false);
    dirty.clear();
    indicesChanged = false;
    statusesChanged = false;
    publishing = true;
    publish(frame)
      .catch((error: unknown) => {
        // Sent again with the next frame: a quote that does not change for a while must not stay stale.
        for (const key of keysToSend) dirty.add(key);
        indicesChanged ||= frame.indices !== undefined;
        statusesChanged ||= frame.statuses !== undefined;
        log.error({ err: error }, 'a market frame was not published');
      })
      .finally(() => (publishing = false));
  }, FLUSH_MS);

  // ---- commands ---------------------------------------------------------------------------------------------
  function act(command: ExchangeCommand): ExchangeReport[] {
    switch (command.kind) {
      case 'submit': {
        const orderId = command.request.id;
        if (command.epoch !== epoch || entered.has(orderId))
          return [{ kind: 'refused-stale', command: command.id, orderId }];
        entered.add(orderId);
        const outcome = simulator.submitClientOrder(command.market, command.code, command.request);
        return [
          outcome.ok
            ? { kind: 'accepted', orderId, epoch }
            : { kind: 'rejected', orderId, epoch, reason: outcome.reason },
        ];
      }
      case 'cancel':
      case 'amend': {
        let result: ExchangeAnswer['result'];
        if (command.epoch !== epoch || Date.now() > command.deadline) result = { ok: 'stale' };
        else
          result =
            command.kind === 'cancel'
              ? simulator.cancelClientOrder(command.market, command.code, command.orderId)
              : simulator.amendClientOrder(command.market, command.code, command.orderId, command.change);
        void answer({ id: command.id, result: result as ActionResult | { ok: 'stale' } });
        return [];
      }
      case 'list':
        simulator.listNewIssue(command.listing);
        return [];
      case 'delist':
        simulator.delistNewIssue(command.code);
        return [];
    }
  }

  async function handle(id: string, fields: string[] | null): Promise<void> {
    const command = payloadOf<ExchangeCommand>(fields);
    collecting = [];
    let reports: ExchangeReport[] = [];
    try {
      if (command) reports = act(command);
    } catch (error) {
      log.error({ err: error, command }, 'a command failed at the exchange');
    } finally {
      reports = [...reports, ...collecting];
      collecting = undefined;
    }
    // The command's reports, then its acknowledgement, in this order on one connection: a command is
    // acknowledged only once what it caused is in the report stream.
    const pipeline = redis.pipeline();
    for (const value of reports)
      pipeline.xadd(keys.reports, 'MAXLEN', '~', REPORTS_MAXLEN, '*', FIELD, encode(value));
    pipeline.xack(keys.commands, keys.commandGroup, id);
    await pipeline.exec();
  }

  async function readLoop(): Promise<void> {
    // What this consumer read before it died first (all of an old epoch, refused), then new commands.
    let start = '0';
    while (!stopped) {
      try {
        const read = (await reader.call(
          'XREADGROUP',
          'GROUP',
          keys.commandGroup,
          consumer,
          'COUNT',
          200,
          'BLOCK',
          500,
          'STREAMS',
          keys.commands,
          start,
        )) as StreamRead;
        const entries = entriesOf(read);
        if (start === '0' && entries.length === 0) start = '>';
        for (const [id, fields] of entries) await handle(id, fields);
      } catch (error) {
        if (stopped) return;
        if (String(error).includes('NOGROUP')) await ensureGroup(redis, keys.commands, keys.commandGroup);
        else log.error({ err: error }, 'reading commands failed: trying again');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  let loop: Promise<void> | undefined;
  return {
    /** Takes a new epoch, publishes the whole market, announces the epoch, then serves commands. */
    async start(): Promise<number> {
      await ensureGroup(redis, keys.commands, keys.commandGroup);
      await ensureGroup(redis, keys.reports, keys.reportGroup);
      epoch = await redis.incr(keys.epoch);
      const all = simulator.instruments.map((instrument) => quoteKeyOf(instrument.market, instrument.code));
      await redis.del(keys.snapshot);
      await publish(frameOf(all, true));
      await report({ kind: 'epoch', epoch });
      log.info({ epoch }, 'the exchange serves a new epoch');
      loop = readLoop();
      return epoch;
    },
    epoch: () => epoch,
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(flushTimer);
      stopChanges();
      stopExecutions();
      reader.disconnect();
      await loop;
    },
  };
}
