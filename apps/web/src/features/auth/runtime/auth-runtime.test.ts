import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LEEWAY_SECONDS, TOKEN_REQUEST_TIMEOUT_SECONDS, userManagerSettings } from './auth-runtime';

const config = {
  issuer: 'https://login.example/oidc',
  clientId: 'klarsicht-web',
  audience: 'https://klarsicht.example/api',
  scope: 'openid profile email offline_access',
  embedded: true,
};

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
      key: (index: number) => [...store.keys()][index] ?? null,
      get length() {
        return store.size;
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('userManagerSettings (issue 5, product §9)', () => {
  it('uses the code flow from the config, back to the site root', () => {
    const settings = userManagerSettings(config, 'https://klarsicht.example', 'oidc.');
    expect(settings).toMatchObject({
      authority: config.issuer,
      client_id: config.clientId,
      scope: config.scope,
      response_type: 'code',
      redirect_uri: 'https://klarsicht.example/',
      post_logout_redirect_uri: 'https://klarsicht.example/',
      extraQueryParams: { audience: config.audience },
      automaticSilentRenew: true,
      loadUserInfo: false,
    });
  });

  it('reads cached tokens with 60 s leeway and gives token requests 10 s', () => {
    const settings = userManagerSettings(config, 'https://klarsicht.example', 'oidc.');
    expect(TOKEN_LEEWAY_SECONDS).toBe(60);
    expect(TOKEN_REQUEST_TIMEOUT_SECONDS).toBe(10);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(settings.requestTimeoutInSeconds).toBe(10);
  });
});
