import { parseArgs } from 'node:util';
import { startCluster } from './cluster-topology';

/**
 * `npm run cluster`: the whole topology of several nodes on this machine (scripts/cluster-topology.ts):
 * PostgreSQL (DATABASE_URL, else an embedded one), Redis, three API nodes and HAProxy in front of them. Needs
 * Debian's redis-server and haproxy (`apt-get install -y redis-server haproxy`). Ctrl-C stops everything and
 * removes the run folder.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    nodes: { type: 'string', default: '3' },
    'node-port': { type: 'string' },
    'redis-port': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run cluster -- [--port 8080] [--nodes 3] [--node-port 8081] [--redis-port 6390]
  --port        the load balancer's port, where clients connect (default 8080)
  --nodes       how many API nodes (default 3)
  --node-port   the first node's port; the others follow it (default: free ports)
  --redis-port  Redis's port (default: a free one)
DATABASE_URL: a PostgreSQL server for every node; unset: an embedded PostgreSQL in the run folder.`);
  process.exit(0);
}

function portOf(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--${name} must be a port number (0 to 65535), not '${text}'`);
    process.exit(1);
  }
  return port;
}

const nodes = Number(values.nodes);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) {
  console.error(`--nodes must be 1 to 16, not '${values.nodes}'`);
  process.exit(1);
}

const say = (line: string) => console.log(`cluster: ${line}`);
const cluster = await startCluster({
  nodes,
  port: portOf('port', values.port),
  firstNodePort: portOf('node-port', values['node-port']),
  redisPort: portOf('redis-port', values['redis-port']),
  databaseUrl: process.env.DATABASE_URL || undefined,
  say,
}).catch((error: unknown) => {
  console.error('cluster: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

say(`Lantau is ready at ${cluster.url}/ (${nodes} nodes behind HAProxy; Ctrl-C stops everything)`);
for (const node of cluster.nodes) say(`  ${node.name}: port ${node.port}, pid ${node.pid}`);

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping the balancer, the nodes, the exchange, Redis and PostgreSQL`);
  await cluster.stop();
  say('stopped; run folder removed');
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
