import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressReporter } from './progress-reporter.js';

describe('ProgressReporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const progress = (pagesDone: number) => ({ pagesDone, pagesTotal: 10 });

  it('writes at most once per interval, always ending with the latest value', async () => {
    const written: number[] = [];
    const reporter = new ProgressReporter(
      async (value) => {
        written.push(value.pagesDone);
      },
      500,
      () => Date.now(),
    );
    reporter.push(progress(1));
    await vi.advanceTimersByTimeAsync(0);
    reporter.push(progress(2));
    reporter.push(progress(3));
    await vi.advanceTimersByTimeAsync(100);
    expect(written).toEqual([1]);
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual([1, 3]);
    reporter.push(progress(4));
    await reporter.close();
    expect(written).toEqual([1, 3, 4]);
    reporter.push(progress(5));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toEqual([1, 3, 4]);
  });

  it('never overlaps writes and survives a failing one', async () => {
    let active = 0;
    let maxActive = 0;
    const written: number[] = [];
    const reporter = new ProgressReporter(
      async (value) => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 300));
        active--;
        if (value.pagesDone === 1) throw new Error('database busy');
        written.push(value.pagesDone);
      },
      100,
      () => Date.now(),
    );
    for (let i = 1; i <= 5; i++) {
      reporter.push(progress(i));
      await vi.advanceTimersByTimeAsync(120);
    }
    await vi.advanceTimersByTimeAsync(2_000);
    await reporter.close();
    expect(maxActive).toBe(1);
    expect(written.at(-1)).toBe(5);
  });

  it('drops what is pending when cancelled', async () => {
    const written: number[] = [];
    const reporter = new ProgressReporter(
      async (value) => {
        written.push(value.pagesDone);
      },
      500,
      () => Date.now(),
    );
    reporter.push(progress(1));
    await vi.advanceTimersByTimeAsync(0);
    reporter.push(progress(2));
    await reporter.cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toEqual([1]);
  });
});
