/**
 * The cheap checks that decide at start-up whether oidc-client-ts is needed at all: a first-time,
 * signed-out visitor of `/` must not download it (docs/decisions/005).
 */

/** oidc-client-ts keeps the user under `oidc.user:<authority>:<client id>` (prefix set in runtime). */
export const USER_STORE_PREFIX = 'oidc.';
const USER_KEY_PREFIX = `${USER_STORE_PREFIX}user:`;

/** Product §4: a login callback carries `code` or `error` together with `state`. */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(USER_KEY_PREFIX)) return true;
    }
  } catch {
    // Storage disabled: nothing stored.
  }
  return false;
}
