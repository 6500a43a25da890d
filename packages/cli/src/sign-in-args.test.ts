import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.js';

const scan = (args: string[], env: Record<string, string> = {}) =>
  parseArgs(['scan', 'https://example.test/', ...args], env);

describe('the sign-in options', () => {
  it('sign in with the form, the password taken from the environment', () => {
    const command = scan(
      [
        '--login-url',
        'https://example.test/login',
        '--username',
        'anna',
        '--password-env',
        'KS_PW',
        '--signed-in-selector',
        '#konto',
      ],
      { KS_PW: 'geheim-123' },
    );
    expect(command).toMatchObject({
      signIn: {
        kind: 'form',
        loginUrl: 'https://example.test/login',
        username: 'anna',
        password: 'geheim-123',
        successSelector: '#konto',
      },
    });
  });

  it('use HTTP basic authentication without a sign-in page, and headers and cookies on their own', () => {
    expect(scan(['--username', 'anna', '--password-env', 'KS_PW'], { KS_PW: 'geheim' })).toMatchObject({
      signIn: { kind: 'basic', username: 'anna', password: 'geheim' },
    });
    expect(
      scan(['--header', 'Authorization: Bearer abc', '--header', 'X-Stage: 1', '--cookie', 'sid=xyz']),
    ).toMatchObject({
      signIn: {
        kind: 'headers',
        headers: { Authorization: 'Bearer abc', 'X-Stage': '1' },
        cookies: [{ name: 'sid', value: 'xyz' }],
      },
    });
  });

  it('are refused incomplete, mixed, remote or with a missing variable, never quoting a secret', () => {
    expect(() => scan(['--username', 'anna'])).toThrow(/--password-env/);
    expect(() => scan(['--username', 'anna', '--password-env', 'KS_PW'])).toThrow(/KS_PW .* not set/);
    expect(() =>
      scan(['--login-url', 'https://example.test/login', '--password-env', 'KS_PW'], { KS_PW: 'x' }),
    ).toThrow(/needs --username/);
    expect(() =>
      scan(['--username', 'anna', '--password-env', 'KS_PW', '--cookie', 'a=b'], { KS_PW: 'geheim' }),
    ).toThrow(/either/);
    expect(() => scan(['--signed-in-url', '/konto'])).toThrow(/only applies with --login-url/);
    expect(() => scan(['--header', 'kein Doppelpunkt'])).toThrow(/Name: value/);
    expect(() => scan(['--cookie', 'a b=c d'])).toThrow(/sign-in: .*cookie/);
    // The engine's problem travels as data, for the CLI to word in its user's language.
    expect(() => scan(['--cookie', 'a b=c d'])).toThrow(
      expect.objectContaining({
        problem: { code: 'sign-in-problem', problem: { code: 'cookie-name-invalid', name: 'a b' } },
      }),
    );
    expect(() =>
      scan(['--cookie', 'sid=xyz', '--server', 'https://klarsicht.example', '--token', 't']),
    ).toThrow(/local scans only/);
    try {
      scan(['--header', 'Host: geheim-wert']);
    } catch (error) {
      expect(String(error)).not.toContain('geheim-wert');
    }
  });
});
