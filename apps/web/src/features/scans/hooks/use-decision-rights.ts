import { useActiveOrganisation } from '../../organisations';
import type { ScanSource } from '../api/scan-source';
import type { BulkOutcome } from '../bulk-undo';

/** What the signed-in person may decide on the scan's issues. */
export interface DecisionRights {
  scanId: string;
  /** The organisation whose members may take on an issue (the members query's key). */
  organisationId: string;
  /** Accepting an issue feeds the published statement: the admins' and owners' call, as the statement is. */
  mayAccept: boolean;
}

/** What the issues panel hands down to its rules and issues so they can be decided. */
export interface IssueDecisions {
  rights: DecisionRights;
  /** Says in the panel's live region what a decision did. */
  onDecided: (message: string) => void;
  /** Says what a bulk decision did and offers its undo. */
  onBulkDecided: (outcome: BulkOutcome) => void;
}

const DECIDING_ROLES: ReadonlySet<string> = new Set(['editor', 'admin', 'owner']);

/**
 * Editors and up decide; viewers and clients read, and a share link's reader sees no decisions at
 * all. What the role may not do is not offered; the server refuses it anyway.
 */
export function useDecisionRights(source: ScanSource): DecisionRights | undefined {
  const organisation = useActiveOrganisation(source.kind === 'own');
  if (source.kind !== 'own' || !organisation || !DECIDING_ROLES.has(organisation.role)) return undefined;
  return {
    scanId: source.id,
    organisationId: organisation.id,
    mayAccept: organisation.role === 'admin' || organisation.role === 'owner',
  };
}
