import { randomUUID } from 'node:crypto';
import { type AllowanceReader, billingAllowanceReader } from '../src/billing/allowance.js';
import { findBillingCustomer, forgetCachedAccount } from '../src/billing/billing-repo.js';
import { BillingService } from '../src/billing/billing-service.js';
import { cancelLocalSubscription, listLiveLocalSubscriptions } from '../src/billing/local-billing-repo.js';
import { LocalBillingProvider } from '../src/billing/local-provider.js';
import type { Database } from '../src/platform/db/database.js';
import { createLogger } from '../src/platform/observability/logger.js';
import {
  ensureMonitors,
  listMonitorsOfOrganisation,
  type MonitorRow,
} from '../src/sites/site-monitors-repo.js';

/** The real billing service on the local provider, read the way the schedule reads it. */
export function localAllowanceReader(db: Database): AllowanceReader {
  const billing = new BillingService({
    db,
    provider: new LocalBillingProvider({ db, publicUrl: 'http://localhost' }),
    publicUrl: 'http://localhost',
    cacheMs: 0,
    logger: createLogger({ level: 'silent' }),
  });
  return billingAllowanceReader(billing);
}

/** Ends the user's subscription, as a cancellation at the provider would. */
export async function lapsePlan(db: Database, userId: string): Promise<void> {
  const customer = await findBillingCustomer(db.orm, userId);
  if (!customer) throw new Error(`lapsePlan: user ${userId} has no customer`);
  for (const subscription of await listLiveLocalSubscriptions(db.orm, customer.customerId)) {
    await cancelLocalSubscription(db.orm, subscription.id);
  }
  await forgetCachedAccount(db.orm, userId);
}

/** A monitor of `url` due at `nextRunAt`. */
export async function addMonitor(
  db: Database,
  monitor: { organisationId: string; url: string; site: string; intervalMinutes: number; nextRunAt: Date },
): Promise<MonitorRow> {
  await ensureMonitors(db.orm, [{ id: randomUUID(), profile: 'bfsg', enabled: true, ...monitor }]);
  const row = (await listMonitorsOfOrganisation(db.orm, monitor.organisationId)).find(
    (entry) => entry.site === monitor.site,
  );
  if (!row) throw new Error('addMonitor: the monitor was not stored');
  return row;
}
