import { MESSAGES } from '@klarsicht/texts';
import { and, eq, gte, or } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { issueDecisions } from '../../scans/schema.js';
import { listMonitorsOfOrganisation } from '../../sites/index.js';
import { type DeliveryQueue, emitEvent } from '../../webhooks/index.js';
import { accessibilityStatements, criterionResults } from '../schema.js';
import { loadSiteConformance } from '../site-conformance.js';
import { generatedStatement, isOutOfDate } from './statement-model.js';
import { findStatement, listStatementVersions } from './statements-repo.js';

export interface StatementWatchDeps {
  db: Database;
  queue: DeliveryQueue;
  clock: Clock;
  publicUrl: string;
}

/**
 * Tells the organisation's webhooks once per published version that it no longer tells the truth
 * (`statement.outdated`, decision 030): its site's conformance status, known barriers or the reasons
 * they are accepted for changed since. Checked where such a change happens: after a scan of the site,
 * and after decisions on its issues or criteria. Returns whether the event was written now.
 */
export async function tellIfStatementOutdated(
  deps: StatementWatchDeps,
  organisationId: string,
  site: string,
): Promise<boolean> {
  const { db } = deps;
  const statement = await findStatement(db.orm, organisationId, site);
  if (!statement) return false;
  const [latest] = await listStatementVersions(db.orm, statement.id);
  if (!latest) return false;
  const monitor = (await listMonitorsOfOrganisation(db.orm, organisationId)).find((row) => row.site === site);
  if (!monitor) return false;
  const language = statement.draft.language;
  const generated = generatedStatement(await loadSiteConformance(db.orm, monitor, language), language);
  if (!isOutOfDate(latest, generated)) return false;
  const why = latest.content.overall !== generated.overall ? 'overall' : 'barriers';
  const id = await db.orm.transaction((tx) =>
    emitEvent(tx, deps.queue, {
      organisationId,
      site,
      type: 'statement.outdated',
      dedupe: `statement.outdated:${statement.id}:${latest.number}`,
      at: deps.clock.now(),
      data: {
        organisationId,
        site,
        reason: { de: MESSAGES.de.statementOutdated[why], en: MESSAGES.en.statementOutdated[why] },
        statementUrl: `${deps.publicUrl}/sites/${monitor.id}/statement`,
      },
    }),
  );
  return id !== undefined;
}

/**
 * The minute tick's part: sites with a statement whose issues or criteria someone decided since
 * `since` (a window that overlaps the previous tick's; the dedupe key keeps each event single).
 */
export async function tellOutdatedStatementsAfterDecisions(
  deps: StatementWatchDeps,
  since: Date,
): Promise<number> {
  const { db } = deps;
  const decided = await db.orm
    .selectDistinct({ organisationId: issueDecisions.organisationId, site: issueDecisions.site })
    .from(issueDecisions)
    .innerJoin(
      accessibilityStatements,
      and(
        eq(accessibilityStatements.organisationId, issueDecisions.organisationId),
        eq(accessibilityStatements.site, issueDecisions.site),
      ),
    )
    .where(gte(issueDecisions.decidedAt, since));
  const judged = await db.orm
    .selectDistinct({ organisationId: criterionResults.organisationId, site: criterionResults.site })
    .from(criterionResults)
    .innerJoin(
      accessibilityStatements,
      and(
        eq(accessibilityStatements.organisationId, criterionResults.organisationId),
        eq(accessibilityStatements.site, criterionResults.site),
      ),
    )
    .where(or(gte(criterionResults.decidedAt, since), gte(criterionResults.reopenedAt, since)));
  const sites = new Map([...decided, ...judged].map((row) => [`${row.organisationId} ${row.site}`, row]));
  let told = 0;
  for (const { organisationId, site } of sites.values())
    if (await tellIfStatementOutdated(deps, organisationId, site)) told += 1;
  return told;
}
