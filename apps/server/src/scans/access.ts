import type { FindingView } from '@klarsicht/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessRule, Action, Found } from '../access/index.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import type { Language } from '../platform/i18n/language.js';
import type { FindingRow } from './records/results-repo.js';
import { findScan, type ScanRow } from './records/scans-repo.js';
import { screenshotsOfScan, screenshotsOfShare, sharedFindingView, toFindingView } from './records/views.js';
import { findLiveShareLink } from './sharing/share-links-repo.js';
import { looksLikeShareToken } from './sharing/share-token.js';

/**
 * How the scans' route groups find their scan for the access policy: by the id in the path (or a
 * request body's), or through a share link's token.
 */

/** A scan as a reader reached it: the scan, and how its parts are shown on the path it came by. */
export interface ScanReading {
  scan: ScanRow;
  /** Findings with their screenshots under the scan's own address or the share link's. */
  findingView(language: Language): (row: FindingRow) => FindingView;
  /** Where this reader fetches the scan's element screenshots. */
  screenshots: string;
  /**
   * The organisation's own view (never through a share link): the overview compares with its earlier
   * scans, and issues carry its decisions.
   */
  ownersView: boolean;
}

const NO_SUCH_SCAN = 'No such scan.';

const idInPath = (request: FastifyRequest): unknown => (request.params as { id?: unknown } | undefined)?.id;

async function scanOfId(db: Database, id: unknown): Promise<Found<ScanRow> | undefined> {
  const scan = typeof id === 'string' && isUuid(id) ? await findScan(db.orm, id.toLowerCase()) : undefined;
  return (
    scan && { resource: { kind: 'scan', organisationId: scan.organisationId, site: scan.site }, value: scan }
  );
}

/**
 * Reading a scan by its id: an anonymous scan by anyone holding its (unguessable) id, an owned
 * scan only by its owner. Everything else is 404, so ids of other people's scans reveal nothing.
 */
export function readableScan(db: Database): AccessRule<ScanReading> {
  return {
    kind: 'scan',
    action: 'read',
    notFound: NO_SUCH_SCAN,
    load: async (request) => {
      const found = await scanOfId(db, idInPath(request));
      if (!found) return undefined;
      const scan = found.value;
      return {
        resource: found.resource,
        value: {
          scan,
          findingView: (language) => (row) => toFindingView(row, language),
          screenshots: screenshotsOfScan(scan.id),
          ownersView: scan.organisationId !== null,
        },
      };
    },
  };
}

/** Reading the scan behind a live share token; revoked, unknown or malformed tokens are all 404. */
export function sharedScan(db: Database): AccessRule<ScanReading> {
  return {
    kind: 'shared-scan',
    action: 'read',
    notFound: 'This link does not exist or was revoked.',
    load: async (request) => {
      const { token } = request.params as { token: string };
      const link = looksLikeShareToken(token) ? await findLiveShareLink(db.orm, token) : undefined;
      const scan = link ? await findScan(db.orm, link.scanId) : undefined;
      if (!scan) return undefined;
      return {
        resource: { kind: 'shared-scan' },
        value: {
          scan,
          findingView: (language) => sharedFindingView(token, language),
          screenshots: screenshotsOfShare(token),
          ownersView: false,
        },
      };
    },
  };
}

/** A scan its owner reached: the policy lets nobody else through, and nobody owns a free check. */
export type OwnedScan = ScanRow & { organisationId: string };

/**
 * What only a scan's owner may do with it (download its report, share it, review its findings).
 * Signed out: 401. Someone else's scan, an anonymous free check (nobody owns it) or no such
 * scan: 404.
 */
export function ownScan(
  db: Database,
  action: Extract<Action, 'read' | 'export' | 'share' | 'review'>,
  options: { signIn?: string; idOf?: (request: FastifyRequest) => unknown } = {},
): AccessRule<OwnedScan> {
  const idOf = options.idOf ?? idInPath;
  return {
    kind: 'scan',
    action,
    signIn: options.signIn ?? 'Sign in to manage your scans.',
    notFound: NO_SUCH_SCAN,
    load: async (request) => {
      const found = await scanOfId(db, idOf(request));
      // A free check has no owner: for these routes it does not exist, even to read.
      return found?.value.organisationId ? (found as Found<OwnedScan>) : undefined;
    },
  };
}
