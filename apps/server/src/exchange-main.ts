import { pino } from 'pino';
import { createMarketSimulator } from '@lantau/exchange';
import { configOrExit } from './config';
import { serveExchange } from './capabilities/exchange-remote/exchange-server';
import { exchangeKeys } from './capabilities/exchange-remote/exchange-wire';
import { connectRedis } from './capabilities/exchange-remote/redis-connection';

// `npm run exchange`: the simulated exchange as its own process (one per installation), serving the nodes
// (EXCHANGE=remote) over Redis Streams at REDIS_URL. The market runs on the settings the server reads
// (MARKET_CLOCK, MARKET_SEED, MARKET_TICK_MS): the nodes build the same static data from the same seed.

const log = pino({ name: 'exchange', level: process.env.LOG_LEVEL ?? 'info' });

const config = configOrExit();
if (config.redisUrl === undefined) {
  console.error('The exchange serves the nodes through Redis: set REDIS_URL (redis://host:port).');
  process.exit(1);
}
const simulator = createMarketSimulator({
  seed: config.marketSeed,
  mode: config.marketClock,
  ...(config.marketTickMs !== undefined && { tickMs: config.marketTickMs }),
});
const server = serveExchange({
  simulator,
  redis: connectRedis(config.redisUrl, 'lantau-exchange'),
  reader: connectRedis(config.redisUrl, 'lantau-exchange-commands'),
  keys: exchangeKeys(),
  log,
});
const epoch = await server.start();
simulator.start();
log.info({ epoch, seed: config.marketSeed, clock: config.marketClock }, 'the exchange is running');

function shutDown(): void {
  simulator.stop();
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
