import { ScanError } from '@klarsicht/scanner/options';
import type { Database } from '../../platform/db/database.js';
import type { CredentialsCipher } from '../../platform/secrets/credentials-cipher.js';
import type { SiteScanOptions } from '../../scans/index.js';
import { SignInUnavailableError, scanSettingsOf } from './site-settings-model.js';
import { findSiteSettings } from './site-settings-repo.js';

/**
 * The owner's settings of a scanned site, as the scan worker asks for them: its crawl scope and
 * sign-in, the secrets opened with CREDENTIALS_KEY (without the key, a site with a sign-in fails
 * its scans with `sign_in_failed`).
 */
export function siteScanOptionsReader(db: Database, cipher: CredentialsCipher | undefined): SiteScanOptions {
  return async (organisationId, site) => {
    const row = await findSiteSettings(db.orm, organisationId, site);
    try {
      return scanSettingsOf(row, cipher);
    } catch (error) {
      if (error instanceof SignInUnavailableError)
        throw new ScanError('sign_in_failed', `Sign-in failed: ${error.message}.`);
      throw error;
    }
  };
}
