/**
 * `npm run credentials:reseal`: seals every stored secret under the first key of CREDENTIALS_KEYS
 * (decision 030) and prints what it did; exits 1 when a secret could not be opened by any key of the
 * ring (it is named: enter it again, or put its key back). Reads the same DATABASE_URL or DATA_DIR
 * as the service (with the embedded database, stop the service first).
 */
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/open-database.js';
import { createCredentialsCipher } from '../../platform/secrets/credentials-cipher.js';
import { withCredentialsKeyFile } from '../../platform/secrets/credentials-key-file.js';
import { resealSignInSecrets } from './reseal.js';

const config = await withCredentialsKeyFile(loadConfig(), { info: () => {} });
if (!config.credentialsKeys) {
  console.error('No key: set CREDENTIALS_KEYS (id:key,…, the first seals) or CREDENTIALS_KEY.');
  process.exit(2);
}
const db = await openDatabase(config);
try {
  const outcome = await resealSignInSecrets(db.orm, createCredentialsCipher(config.credentialsKeys));
  const sealing = config.credentialsKeys.keys[0].id;
  console.log(`sealed anew under key "${sealing}": ${outcome.resealed}`);
  console.log(`already under key "${sealing}": ${outcome.current}`);
  for (const { organisationId, site, reason } of outcome.unopened) {
    console.log(`NOT OPENED  ${organisationId}  ${site}  ${reason}`);
  }
  console.log(`could not be opened: ${outcome.unopened.length}`);
  process.exitCode = outcome.unopened.length > 0 ? 1 : 0;
} finally {
  await db.close();
}
