import type { OrganisationView } from '@klarsicht/contracts';
import { useAuth } from '../auth';
import { useOrganisations } from './api/organisations-api';
import { activeOrganisation, useChosenOrganisation } from './use-current-organisation';

/**
 * The organisation the app works in, with the person's role in it: pages of other features offer
 * only what the role may do (the server refuses the rest anyway). Undefined while it loads, when
 * signed out, or when `enabled` is false (a shared scan's page asks for no organisation).
 */
export function useActiveOrganisation(enabled = true): OrganisationView | undefined {
  const { user } = useAuth();
  const organisations = useOrganisations(enabled ? user?.sub : undefined);
  const chosen = useChosenOrganisation();
  return enabled && organisations.data ? activeOrganisation(organisations.data, chosen) : undefined;
}
