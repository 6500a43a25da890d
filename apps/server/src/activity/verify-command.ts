/**
 * `npm run activity:verify`: checks every organisation's activity record against its hash chain
 * (decision 028) and prints one line each; exits 1 when any record does not hold. Reads the same
 * DATABASE_URL or DATA_DIR as the service (with the embedded database, stop the service first: the
 * data directory belongs to one process).
 */
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/open-database.js';
import { verifyAllActivity } from './activity-repo.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const results = await verifyAllActivity(db.orm);
  let broken = 0;
  for (const { organisationId, name, verification } of results) {
    if (verification.ok) {
      console.log(`ok      ${organisationId}  ${verification.entries} entries  ${name}`);
    } else {
      broken += 1;
      const { kind, seq } = verification.problem;
      console.log(`BROKEN  ${organisationId}  at entry ${seq} (${kind})  ${name}`);
    }
  }
  console.log(`${results.length} organisation(s) checked, ${broken} record(s) that do not hold`);
  process.exitCode = broken > 0 ? 1 : 0;
} finally {
  await db.close();
}
