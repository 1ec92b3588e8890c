// The error a stopped piece of work rejects with, named as `fetch` and Node's timers name theirs, so callers tell a stop from a failure.

/** An AbortError saying that `what` was stopped. */
export const abortError = (what: string): Error => Object.assign(new Error(`${what} was stopped`), { name: 'AbortError' });
