import { describe, expect, it } from 'vitest';
import { type ChainedEntry, canonicalJson, entryHash, GENESIS_HASH, verifyChain } from './chain.js';

function chain(count: number) {
  const entries: Array<ChainedEntry & { previousHash: string; hash: string }> = [];
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq++) {
    const entry: ChainedEntry = {
      organisationId: 'org',
      seq,
      at: new Date(Date.UTC(2026, 10, 27, 10, seq)).toISOString(),
      actorId: 'anna',
      actorLabel: 'Anna Schmidt',
      action: 'criterion.decided',
      subject: { site: 'baeckerei.example', criterion: `1.${seq}.1` },
      details: { outcome: 'passed', note: `Geprüft ${seq}` },
    };
    const hash = entryHash(previous, entry);
    entries.push({ ...entry, previousHash: previous, hash });
    previous = hash;
  }
  return { entries, head: { seq: count, hash: previous } };
}

describe('the activity chain', () => {
  it('writes one text for one value, whatever the order of keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: null, e: 'x' }], c: true } })).toBe(
      '{"a":{"c":true,"d":[2,{"e":"x","f":null}]},"b":1}',
    );
  });

  it('holds for entries as written', () => {
    const { entries, head } = chain(5);
    expect(verifyChain(entries, head)).toEqual({ ok: true, entries: 5 });
    expect(verifyChain([], { seq: 0, hash: GENESIS_HASH })).toEqual({ ok: true, entries: 0 });
  });

  it('finds an entry changed, removed in the middle or at the end, and two swapped', () => {
    const { entries, head } = chain(5);
    const changed = entries.map((entry) =>
      entry.seq === 3 ? { ...entry, details: { ...entry.details, outcome: 'failed' } } : entry,
    );
    expect(verifyChain(changed, head)).toMatchObject({ ok: false, problem: { kind: 'changed', seq: 3 } });
    expect(
      verifyChain(
        entries.filter((entry) => entry.seq !== 2),
        head,
      ),
    ).toMatchObject({
      ok: false,
      problem: { kind: 'gap', seq: 3 },
    });
    expect(verifyChain(entries.slice(0, 4), head)).toMatchObject({ ok: false, problem: { kind: 'head' } });
    const swapped = [
      entries[0]!,
      { ...entries[2]!, seq: 2 },
      { ...entries[1]!, seq: 3 },
      ...entries.slice(3),
    ];
    expect(verifyChain(swapped, head)).toMatchObject({ ok: false, problem: { kind: 'link', seq: 2 } });
  });

  it('finds an entry rewritten with its own hash made anew: the next one no longer links to it', () => {
    const { entries, head } = chain(4);
    const forged = { ...entries[1]!, details: { outcome: 'failed' } };
    forged.hash = entryHash(forged.previousHash, {
      organisationId: forged.organisationId,
      seq: forged.seq,
      at: forged.at,
      actorId: forged.actorId,
      actorLabel: forged.actorLabel,
      action: forged.action,
      subject: forged.subject,
      details: forged.details,
    });
    expect(verifyChain([entries[0]!, forged, ...entries.slice(2)], head)).toMatchObject({
      ok: false,
      problem: { kind: 'link', seq: 3 },
    });
  });
});
