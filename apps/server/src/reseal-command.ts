/**
 * `npm run credentials:reseal`: seals every stored secret (site sign-ins, webhook addresses and
 * signing secrets, tracker tokens and their webhook secrets) under the first key of CREDENTIALS_KEYS (decision 030) and prints what it did;
 * exits 1 when a secret could not be opened by any key of the ring (it is named: enter it again,
 * or put its key back). Reads the same DATABASE_URL or DATA_DIR as the service (with the embedded
 * database, stop the service first).
 */
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/open-database.js';
import { createCredentialsCipher } from './platform/secrets/credentials-cipher.js';
import { withCredentialsKeyFile } from './platform/secrets/credentials-key-file.js';
import { resealSignInSecrets } from './sites/index.js';
import { resealTrackerSecrets } from './trackers/index.js';
import { resealWebhookSecrets } from './webhooks/index.js';

const config = await withCredentialsKeyFile(loadConfig(), { info: () => {} });
if (!config.credentialsKeys) {
  console.error('No key: set CREDENTIALS_KEYS (id:key,…, the first seals) or CREDENTIALS_KEY.');
  process.exit(2);
}
const db = await openDatabase(config);
try {
  const cipher = createCredentialsCipher(config.credentialsKeys);
  const signIns = await resealSignInSecrets(db.orm, cipher);
  const hooks = await resealWebhookSecrets(db.orm, cipher);
  const trackers = await resealTrackerSecrets(db.orm, cipher);
  const sealing = config.credentialsKeys.keys[0].id;
  console.log(
    `sealed anew under key "${sealing}": ${signIns.resealed} sign-ins, ${hooks.resealed} webhooks, ${trackers.resealed} trackers`,
  );
  console.log(
    `already under key "${sealing}": ${signIns.current} sign-ins, ${hooks.current} webhooks, ${trackers.current} trackers`,
  );
  for (const { organisationId, site, reason } of signIns.unopened)
    console.log(`NOT OPENED  sign-in  ${organisationId}  ${site}  ${reason}`);
  for (const { organisationId, webhookId, reason } of hooks.unopened)
    console.log(`NOT OPENED  webhook  ${organisationId}  ${webhookId}  ${reason}`);
  for (const { organisationId, trackerId, reason } of trackers.unopened)
    console.log(`NOT OPENED  tracker  ${organisationId}  ${trackerId}  ${reason}`);
  const unopened = signIns.unopened.length + hooks.unopened.length + trackers.unopened.length;
  console.log(`could not be opened: ${unopened}`);
  process.exitCode = unopened > 0 ? 1 : 0;
} finally {
  await db.close();
}
