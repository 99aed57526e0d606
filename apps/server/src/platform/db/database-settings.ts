import path from 'node:path';
import { z } from 'zod';
import { configPart, envText, type SettingsOf } from '../config/config-part';
import { repositoryRoot } from '../config/repository-root';

/** Which PostgreSQL the server uses, and the bounds that keep one stuck request from holding it (database.ts). */
export const databaseConfig = configPart({
  environment: {
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: envText.integer(1, 1_000).default(10),
    DATABASE_ACQUIRE_TIMEOUT_SECONDS: envText.integer(1, 600).default(5),
    DATABASE_STATEMENT_TIMEOUT_SECONDS: envText.integer(1, 86_400).default(30),
    DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS: envText.integer(1, 3_600).default(10),
    DATA_DIR: envText.absolutePath.default(path.join(repositoryRoot, 'data')),
  },
  settings: (env) => ({
    /** PostgreSQL server URL, or undefined for the embedded PostgreSQL in `dataDir`. */
    databaseUrl: env.DATABASE_URL as string | undefined,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      acquireMs: env.DATABASE_ACQUIRE_TIMEOUT_SECONDS * 1000,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
      idleInTransactionMs: env.DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS * 1000,
    },
    /** The data folder; the embedded database lives in DATA_DIR/postgres. */
    dataDir: env.DATA_DIR,
  }),
});

export type DatabaseSettings = SettingsOf<typeof databaseConfig>;
