import type { CredentialsCipher } from './credentials-cipher.js';

/** A sealed value of a row, with the binding it was sealed to; null: the row has none. */
export interface SealedValue {
  sealed: string | null;
  binding: string;
}

/** What resealing did: how many rows it sealed anew, found current, and could not open (described by `U`). */
export interface ResealCounts<U> {
  resealed: number;
  current: number;
  unopened: U[];
}

/**
 * Seals every row's values under the key ring's first key (decision 030), the one way for every
 * kind of stored secret: a row whose values are all current is left alone; the others are opened
 * (any key of the ring) and sealed again, and `write` stores them only if the row is unchanged since
 * it was read (false: it changed meanwhile, so it is current). A row that no key opens is described
 * by `unopened` and not touched: it needs entering again, or its key back in the ring.
 */
export async function resealRows<R, U>(
  cipher: CredentialsCipher,
  rows: readonly R[],
  spec: {
    values(row: R): readonly SealedValue[];
    write(row: R, resealed: ReadonlyArray<string | null>): Promise<boolean>;
    unopened(row: R, reason: string): U;
  },
): Promise<ResealCounts<U>> {
  const outcome: ResealCounts<U> = { resealed: 0, current: 0, unopened: [] };
  for (const row of rows) {
    const values = spec.values(row);
    if (values.every(({ sealed }) => sealed === null || cipher.isCurrent(sealed))) {
      outcome.current += 1;
      continue;
    }
    let plain: Array<string | null>;
    try {
      plain = values.map(({ sealed, binding }) => (sealed === null ? null : cipher.open(sealed, binding)));
    } catch (error) {
      outcome.unopened.push(spec.unopened(row, (error as Error).message));
      continue;
    }
    const resealed = plain.map((value, index) =>
      value === null ? null : cipher.seal(value, values[index]!.binding),
    );
    if (await spec.write(row, resealed)) outcome.resealed += 1;
    else outcome.current += 1;
  }
  return outcome;
}
