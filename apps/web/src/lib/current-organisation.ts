import { readStored, writeStored } from './storage';

/** The request header that names the organisation a call is for (decision 028). */
export const ORGANISATION_HEADER = 'klarsicht-organisation';

const KEY = 'klarsicht.organisation';
const listeners = new Set<() => void>();
let current: string | null = readStored(KEY) || null;

/**
 * The organisation the person chose to work in, or null for their personal one (no header: the
 * server's default). Chosen in the switcher, never inferred from what a page shows.
 */
export function currentOrganisation(): string | null {
  return current;
}

export function setCurrentOrganisation(id: string | null): void {
  if (id === current) return;
  current = id;
  writeStored(KEY, id ?? '');
  for (const listener of listeners) listener();
}

export function subscribeToOrganisation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
