/**
 * Waits `ms` on a timer (any environment's `setTimeout`): true once waited, false when `signal`
 * aborts first (the client gave up: there is no one to answer).
 */
export function waitFor(ms: number, signal?: AbortSignal): Promise<boolean> {
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
