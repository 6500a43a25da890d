import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { waitForActiveAccount } from './confirm-payment';

/** A clock that moves only when the poller sleeps. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

describe('waitForActiveAccount (back from the checkout)', () => {
  it('asks every 1.5 s until the account is active', async () => {
    const clock = fakeClock();
    const answers = [false, false, true];
    const isActive = vi.fn(async () => answers.shift() ?? true);
    const result = await waitForActiveAccount({ isActive, signal: new AbortController().signal, ...clock });
    expect(result).toBe('active');
    expect(isActive).toHaveBeenCalledTimes(3);
    expect(clock.sleeps).toEqual([1500, 1500]);
  });

  it('gives up after about 60 s', async () => {
    const clock = fakeClock();
    const isActive = vi.fn(async () => false);
    const result = await waitForActiveAccount({ isActive, signal: new AbortController().signal, ...clock });
    expect(result).toBe('timeout');
    expect(clock.now()).toBeLessThanOrEqual(60_000);
    expect(clock.now()).toBeGreaterThanOrEqual(60_000 - 1500);
    expect(isActive.mock.calls.length).toBeGreaterThanOrEqual(40);
  });

  it('rides out server and network errors, but not client errors', async () => {
    const clock = fakeClock();
    const answers: Array<boolean | Error> = [new ApiError(502, undefined), new NetworkError(null), true];
    const isActive = async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? false;
    };
    await expect(
      waitForActiveAccount({ isActive, signal: new AbortController().signal, ...clock }),
    ).resolves.toBe('active');

    const refused = new ApiError(403, undefined);
    await expect(
      waitForActiveAccount({
        isActive: async () => {
          throw refused;
        },
        signal: new AbortController().signal,
        ...fakeClock(),
      }),
    ).rejects.toBe(refused);
  });

  it('stops when the page is left', async () => {
    const controller = new AbortController();
    const clock = fakeClock();
    const isActive = vi.fn(async () => {
      controller.abort();
      return false;
    });
    await expect(waitForActiveAccount({ isActive, signal: controller.signal, ...clock })).resolves.toBe(
      'aborted',
    );
    expect(isActive).toHaveBeenCalledTimes(1);
  });
});
