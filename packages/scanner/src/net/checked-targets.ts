import { ScanError } from '../report/scan-error.js';
import { type AddressGuardOptions, assertPublicHost } from './address-policy.js';

export type TargetCheck =
  | { allowed: true; addresses: string[] }
  | { allowed: false; reason: 'private_address' | 'dns'; message: string };

// A page asks for the same few hosts dozens of times; the system resolver has no cache of its
// own in Node. Caching the *checked* answer is safe: connections are pinned to these addresses.
const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

/** Address checks for the egress proxy, with a short cache. DNS failures are not cached. */
export class CheckedTargets {
  private readonly cache = new Map<string, { check: TargetCheck; expires: number }>();

  constructor(private readonly guard: Omit<AddressGuardOptions, 'allowPrivateAddresses'>) {}

  async check(hostname: string): Promise<TargetCheck> {
    const now = Date.now();
    const cached = this.cache.get(hostname);
    if (cached !== undefined && cached.expires > now) return cached.check;

    const check = await this.checkUncached(hostname);
    if (check.allowed || check.reason === 'private_address') {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(hostname, { check, expires: now + TTL_MS });
    }
    return check;
  }

  private async checkUncached(hostname: string): Promise<TargetCheck> {
    try {
      const addresses = await assertPublicHost(hostname, { ...this.guard, allowPrivateAddresses: false });
      return { allowed: true, addresses };
    } catch (error) {
      if (error instanceof ScanError && error.code === 'private_address') {
        return { allowed: false, reason: 'private_address', message: error.message };
      }
      const message = error instanceof Error ? error.message : String(error);
      return { allowed: false, reason: 'dns', message };
    }
  }
}
