// Prints the current companion-app code of a demo client, from the TOTP secret the seed gives it:
//   npm run totp -- VIC3001
// The code alone goes to stdout (for scripts); how long it stays valid goes to stderr.
import { totp, totpSecondsLeft } from '../apps/server/src/capabilities/auth/totp';
import { demoBrokers } from '../apps/server/src/composition/seed/demo-brokers';
import { demoClients } from '../apps/server/src/composition/seed/demo-clients';

const userId = process.argv[2]?.trim().toUpperCase();
const client = demoClients.find((candidate) => candidate.userId === userId);
if (!client) {
  console.error(`Usage: npm run totp -- USER_ID   (one of ${demoClients.map((c) => c.userId).join(', ')})`);
  process.exit(1);
}
const broker = demoBrokers.find((candidate) => candidate.brokerCode === client.brokerCode);
const digits = broker?.configuration.WebOtpLength ?? 6;
console.log(totp(client.totpSecret, { digits }));
console.error(`${client.userId}: valid for ${totpSecondsLeft()} s more (and 30 s either side)`);
