import type { OrganisationView } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { activeOrganisation } from './use-current-organisation';

const personal: OrganisationView = { id: 'p', name: 'Ida', personal: true, role: 'owner' };
const agency: OrganisationView = { id: 'a', name: 'Agentur Nord', personal: false, role: 'editor' };

describe('the organisation the app works in', () => {
  it('is the chosen one while the person belongs to it, else their personal one', () => {
    expect(activeOrganisation([personal, agency], 'a')).toBe(agency);
    expect(activeOrganisation([personal, agency], null)).toBe(personal);
    // Left meanwhile, or another person on this browser: never someone else's, never guessed.
    expect(activeOrganisation([personal, agency], 'gone')).toBe(personal);
  });
});
