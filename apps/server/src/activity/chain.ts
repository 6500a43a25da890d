import { createHash } from 'node:crypto';

/**
 * The activity record's hash chain (decision 028): each entry's hash covers the previous entry's
 * hash and the entry itself, written as canonical JSON (keys sorted, no spaces), so that changing,
 * removing or reordering any entry changes every hash after it. Plain SHA-256: whoever holds an
 * export can check it without a secret of ours.
 */

/** The previous hash of an organisation's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says, as hashed. */
export interface ChainedEntry {
  organisationId: string;
  seq: number;
  /** ISO 8601 with milliseconds, UTC. */
  at: string;
  actorId: string | null;
  actorLabel: string;
  action: string;
  subject: Record<string, string>;
  details: Record<string, unknown>;
}

/** JSON with object keys in code-point order at every level: one text for one value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export function entryHash(previousHash: string, entry: ChainedEntry): string {
  return createHash('sha256')
    .update(`${previousHash}\n${canonicalJson(entry)}`)
    .digest('hex');
}

/** Where a chain stops holding, when it does. */
export type ChainProblem =
  | { kind: 'gap'; seq: number }
  | { kind: 'link'; seq: number }
  | { kind: 'changed'; seq: number }
  | { kind: 'head'; seq: number };

export type Verification =
  | { ok: true; entries: number }
  | { ok: false; entries: number; problem: ChainProblem };

/**
 * Checks an organisation's entries, in `seq` order, against each other and against the head the
 * organisation keeps (the last `seq` and hash): a changed entry, one removed from the middle or the
 * end, or two swapped are each found, at the first entry where the chain breaks.
 */
export function verifyChain(
  entries: ReadonlyArray<ChainedEntry & { previousHash: string; hash: string }>,
  head: { seq: number; hash: string },
): Verification {
  let previous = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const fail = (kind: ChainProblem['kind']): Verification => ({
      ok: false,
      entries: entries.length,
      problem: { kind, seq: entry.seq },
    });
    if (entry.seq !== index + 1) return fail('gap');
    if (entry.previousHash !== previous) return fail('link');
    const { previousHash: _previous, hash, ...hashed } = entry;
    if (entryHash(previous, hashed) !== hash) return fail('changed');
    previous = hash;
  }
  if (head.seq !== entries.length || head.hash !== previous) {
    return { ok: false, entries: entries.length, problem: { kind: 'head', seq: head.seq } };
  }
  return { ok: true, entries: entries.length };
}
