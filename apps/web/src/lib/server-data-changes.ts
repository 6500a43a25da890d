/**
 * Parts of what the server keeps for the signed-in user, each named by the first element of the
 * TanStack Query keys that hold it: `billing` (account, plan, allowance, trial count), `scans`
 * (the runs list and scans), `monitors` (the monitored sites).
 */
export type ServerDataPart = 'billing' | 'scans' | 'monitors';

type Listener = (parts: readonly ServerDataPart[]) => void;
const listeners = new Set<Listener>();

/**
 * Says that an action changed these parts, so every screen showing them reads them again. A
 * plain event rather than a query-client call: the home page's free check must not load
 * TanStack Query, and one feature need not know another's query keys.
 */
export function announceServerDataChanged(...parts: ServerDataPart[]): void {
  for (const listener of listeners) listener(parts);
}

export function onServerDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
