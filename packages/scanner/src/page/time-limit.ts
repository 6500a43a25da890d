/** A time box ran out (as opposed to the work failing). */
export class TimeoutError extends Error {}

/** Rejects when `promise` has not settled within `ms`: a page whose main thread stalls answers nothing. */
export function withTimeout<T>(promise: Promise<T>, ms: number, controller?: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller?.abort();
      reject(new TimeoutError(`no answer within ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
