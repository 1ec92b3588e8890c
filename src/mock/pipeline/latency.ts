/**
 * What ends a wait early: a signal, or the function that makes it, called only when a wait
 * starts (most answers never wait, and a signal per request costs each its listener).
 */
export type WaitSignal = AbortSignal | (() => AbortSignal);

/**
 * Waits `ms` on a timer (any environment's `setTimeout`): true once waited, false when `signal`
 * aborts first (the client gave up: there is no one to answer).
 */
export function waitFor(ms: number, waitSignal?: WaitSignal): Promise<boolean> {
  const signal = typeof waitSignal === 'function' ? waitSignal() : waitSignal;
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const aborted = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
