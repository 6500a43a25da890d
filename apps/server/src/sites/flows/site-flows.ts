import type { FieldError, SiteFlow, SiteFlowDetail } from '@klarsicht/contracts';
import { sameSite } from '@klarsicht/scanner/options';
import {
  isCheckStep,
  parseRecording,
  type Recording,
  type RecordingProblem,
} from '@klarsicht/scanner/recording';
import type { Database } from '../../platform/db/database.js';
import { listSiteFlows, type SiteFlowRow } from './flows-repo.js';

/** A recording the engine can replay on the site, or what is wrong with it, field by field. */
export type CheckedRecording = { ok: true; recording: Recording } | { ok: false; errors: FieldError[] };

/**
 * Checks a recording with the engine's own parser (the replay meets nothing it did not accept) and
 * that every address it opens is on the site: a flow is the site's, and a scan replays it under the
 * site's sign-in.
 */
export function checkRecording(input: unknown, siteUrl: string): CheckedRecording {
  const parsed = parseRecording(input);
  if (!parsed.ok) return { ok: false, errors: parsed.problems.map(problemAsFieldError) };
  const offSite = parsed.recording.steps.flatMap((step, index) =>
    step.type === 'navigate' && !sameSite(step.url, siteUrl)
      ? [
          {
            field: `recording.steps.${index}.url`,
            code: 'off_site',
            message: `Step ${index + 1} opens ${step.url}, which is not on ${siteUrl}.`,
          },
        ]
      : [],
  );
  if (offSite.length > 0) return { ok: false, errors: offSite };
  if (!parsed.recording.steps.some((step) => step.type === 'navigate')) {
    return {
      ok: false,
      errors: [
        {
          field: 'recording.steps',
          code: 'missing_field',
          message: 'The flow opens no page: it needs a navigate step.',
        },
      ],
    };
  }
  return parsed;
}

function problemAsFieldError(problem: RecordingProblem): FieldError {
  return {
    field: problem.path === '' ? 'recording' : `recording.${problem.path}`,
    code: problem.code,
    message: problem.detail,
  };
}

export function toSiteFlowView(row: SiteFlowRow): SiteFlow {
  const recording = row.recording as unknown as Recording;
  const start = recording.steps.find((step) => step.type === 'navigate');
  return {
    id: row.id,
    name: row.name,
    title: recording.title,
    steps: recording.steps.length,
    checks: recording.steps.filter(isCheckStep).length,
    startUrl: start?.type === 'navigate' ? start.url : '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSiteFlowDetail(row: SiteFlowRow): SiteFlowDetail {
  return { ...toSiteFlowView(row), recording: row.recording };
}

/**
 * The site flows a scan replays, read by the worker: checked again with the engine of this process
 * (a recording stored by an older one that it no longer accepts is left out, not replayed half).
 */
export function siteFlowsReader(db: Database) {
  return async (organisationId: string, site: string) => {
    const rows = await listSiteFlows(db.orm, organisationId, site);
    return rows.flatMap((row) => {
      const parsed = parseRecording(row.recording);
      return parsed.ok ? [{ id: row.id, name: row.name, recording: parsed.recording }] : [];
    });
  };
}
