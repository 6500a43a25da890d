import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createStripeProvider } from '../src/billing/stripe-provider.js';
import { type RecordedRequest, type StripeDouble, startStripeDouble } from './stripe-double.js';

/**
 * A Stripe double for one test file, with the provider pointed at it. After every test it checks
 * that the secret key went out only as bearer auth and never into a log line.
 */
export interface StripeDoubleHarness {
  readonly double: StripeDouble;
  /** Lines the providers logged (pino JSON), for assertions on warnings. */
  readonly logLines: string[];
  providerFor(target?: StripeDouble, secretKey?: string): ReturnType<typeof createStripeProvider>;
  requestsTo(method: string, path: string): RecordedRequest[];
}

export function useStripeDouble(): StripeDoubleHarness {
  let double: StripeDouble | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    double = await startStripeDouble();
  });
  afterAll(() => double?.close());
  afterEach(() => {
    const { secretKey, requests } = harness.double;
    for (const request of requests) {
      const { authorization, ...otherHeaders } = request.headers;
      expect(authorization).toBe(`Bearer ${secretKey}`);
      expect(JSON.stringify([otherHeaders, request.url, request.rawBody])).not.toContain(secretKey);
    }
    expect(logLines.join('\n')).not.toContain(secretKey);
  });

  const harness: StripeDoubleHarness = {
    get double(): StripeDouble {
      if (!double) throw new Error('the Stripe double starts in beforeAll');
      return double;
    },
    logLines,
    providerFor(target = harness.double, secretKey = target.secretKey) {
      return createStripeProvider({
        secretKey,
        publicUrl: 'https://klarsicht.test',
        logger: pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) }),
        clientOptions: target.clientOptions,
      });
    },
    requestsTo(method, path) {
      return harness.double.requests.filter((request) => request.method === method && request.path === path);
    },
  };
  return harness;
}
