// One contender for a data folder: starts the embedded database on DATA_DIR as a server does, then prints
// `OWNER <pid>` and holds it until SIGINT, or prints `REFUSED <message>` when another process owns the folder
// (`FAILED <reason>` for anything else). The data-folder test starts several at the same instant.
import { pino } from 'pino';
import { DataFolderInUseError } from '../../src/platform/db/embedded/data-folder-owner';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded/embedded-postgres';

try {
  const embedded = await startEmbeddedPostgres(process.env.DATA_DIR!, pino({ level: 'silent' }));
  process.stdout.write(`OWNER ${process.pid}\n`);
  process.once('SIGINT', () => void embedded.stop().then(() => process.exit(0)));
  setInterval(() => undefined, 60_000);
} catch (error) {
  const refused = error instanceof DataFolderInUseError;
  process.stdout.write(`${refused ? 'REFUSED' : 'FAILED'} ${String(error).replace(/\s+/g, ' ')}\n`);
  process.exit(refused ? 2 : 1);
}
