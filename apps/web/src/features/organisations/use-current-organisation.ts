import type { OrganisationView } from '@klarsicht/contracts';
import { useSyncExternalStore } from 'react';
import { currentOrganisation, subscribeToOrganisation } from '../../lib/current-organisation';

/** The organisation chosen in the switcher, or null for the personal one. */
export function useChosenOrganisation(): string | null {
  return useSyncExternalStore(subscribeToOrganisation, currentOrganisation, () => null);
}

/**
 * The organisation the app works in, as the server will see it: the chosen one when the person
 * belongs to it, else their personal one (what a call without the header is for).
 */
export function activeOrganisation(
  organisations: readonly OrganisationView[],
  chosen: string | null,
): OrganisationView | undefined {
  return (
    organisations.find((organisation) => organisation.id === chosen) ??
    organisations.find((organisation) => organisation.personal)
  );
}
