import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { requestIdFor } from './logger.js';
import { bearerMatches } from './metrics-endpoint.js';

const request = (id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('request ids', () => {
  it('keep a safe incoming id and replace anything else', () => {
    expect(requestIdFor(request('4bf92f3577b34da6a3ce929d0e0e4736'))).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
    expect(requestIdFor(request('Root=1-67891233-abcdef012345678912345678'))).toBe(
      'Root=1-67891233-abcdef012345678912345678',
    );
    for (const unsafe of [
      '',
      ' ',
      'a\nb',
      'a b',
      '-leading-dash',
      'x'.repeat(129),
      'ä',
      '$' + '{jndi:ldap://x}',
    ]) {
      expect(requestIdFor(request(unsafe)), JSON.stringify(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFor(request())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics settings', () => {
  it('expose nothing by default', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: ' ' }).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
  });

  it('read the token, port and host', () => {
    expect(
      loadConfig({ METRICS_TOKEN: 'abc', METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics,
    ).toEqual({
      token: 'abc',
      port: 9100,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('match the bearer token exactly', () => {
    expect(bearerMatches('Bearer abc', 'abc')).toBe(true);
    for (const header of [
      undefined,
      '',
      'abc',
      'bearer abc',
      'Bearer abcd',
      'Bearer ab',
      'Basic abc',
      'Bearer  abc',
    ]) {
      expect(bearerMatches(header, 'abc'), String(header)).toBe(false);
    }
  });
});
