import { brandingOfSite } from '../accounts/index.js';
import type { AllowanceReader } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';

/** A client's name and logo, shown instead of Klarsicht's on a site's report and statement. */
export interface Brand {
  name: string;
  logo: { bytes: Uint8Array; type: string } | null;
}

/**
 * The brand a site's report and statement carry (decision 028): that of a client group listing
 * the site, while the organisation's plan includes branding; undefined means ours.
 */
export async function siteBranding(
  db: Database,
  allowance: AllowanceReader,
  organisationId: string,
  site: string,
): Promise<Brand | undefined> {
  const brand = await brandingOfSite(db.orm, organisationId, site);
  if (!brand) return undefined;
  return (await allowance.allowanceOf(organisationId)).branding ? brand : undefined;
}

/** The logo as a data: address, for pages and PDFs that load nothing from elsewhere. */
export function logoDataUrl(logo: NonNullable<Brand['logo']>): string {
  return `data:${logo.type};base64,${Buffer.from(logo.bytes).toString('base64')}`;
}
