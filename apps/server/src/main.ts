import { buildApp } from './app';
import { configOrExit } from './config';
import { DataFolderInUseError } from './platform/db/embedded/data-folder-owner';

const config = configOrExit();
const started = performance.now();
const app = await buildApp(config).catch((error: unknown) => {
  // A refusal we foresaw is a sentence for the operator, not a stack trace.
  if (error instanceof DataFolderInUseError) console.error(`The server could not start: ${error.message}`);
  else console.error('The server could not start:', error);
  process.exit(1);
});

let closing = false;
function shutDown(signal: NodeJS.Signals): void {
  if (closing) {
    app.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  closing = true;
  // Behind a load balancer the node first fails its readiness checks while still serving, so the balancer
  // stops sending it requests before its port closes; alone (drain 0) it closes at once, as it always did.
  app.readiness.drain();
  const drainMs = config.shutdownDrainSeconds * 1000;
  app.log.info(
    { signal, drainSeconds: config.shutdownDrainSeconds },
    'shutting down: finishing requests, closing the database',
  );
  // A request that never ends (a client sending its body slowly, a stuck query) must not keep the process up.
  setTimeout(
    () => {
      app.log.error(
        { graceSeconds: config.shutdownGraceSeconds },
        'shutdown grace period over: exiting with requests still in flight',
      );
      process.exit(1);
    },
    drainMs + config.shutdownGraceSeconds * 1000,
  ).unref();
  const drained = new Promise((resolve) => setTimeout(resolve, drainMs));
  drained
    .then(() => app.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

try {
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? address.replace('0.0.0.0', 'localhost') : address;
  app.log.info(`Lantau is ready at ${shown} (started in ${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
