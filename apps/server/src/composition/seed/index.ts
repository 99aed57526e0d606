import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newDemoClients, seedDemoBrokers, seedDemoClients } from './demo-seed';
import { seedDemoQuotePlans } from './demo-quote-plans';
import { seedReferenceData } from './reference-seed';
import { newDemoStaff, seedDemoStaff } from './demo-staff';
import { seedDemoDividends } from './demo-dividends';
import { seedDemoFunds } from './demo-funds';
import { seedDemoHelp } from './demo-help';
import { seedDemoMessages } from './demo-messages';

export interface SeedOptions {
  /** Also add the demo brokers and their demo clients. (The demo IPOs are seeded at each start: app.ts.) */
  demo: boolean;
}

/**
 * Adds whatever seed data is missing, in one transaction. Idempotent: existing rows are never updated, so
 * seeding again changes nothing and never overwrites what clients or operators changed.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  // Password hashing takes tens of milliseconds each: done before the transaction, and only for new clients.
  const clients = options.demo ? await newDemoClients(db) : [];
  const staff = options.demo ? await newDemoStaff(db) : [];
  await db.transaction().execute(async (transaction) => {
    await seedReferenceData(transaction);
    if (!options.demo) return;
    await seedDemoBrokers(transaction);
    await seedDemoClients(transaction, clients);
    await seedDemoQuotePlans(transaction);
    await seedDemoStaff(transaction, staff);
    await seedDemoDividends(transaction);
    await seedDemoFunds(transaction);
    await seedDemoHelp(transaction);
    await seedDemoMessages(transaction);
  });
}
