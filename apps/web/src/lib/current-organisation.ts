import { setOrganisationScope } from './authorized-fetch';
import { readStored, writeStored } from './storage';

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

// Every signed-in page loads this module (through the query provider) before its first call; the
// first page's script, which makes no call for an organisation, does not carry it.
setOrganisationScope({ current: currentOrganisation, forget: () => setCurrentOrganisation(null) });
