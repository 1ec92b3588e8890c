// What provoked a response's answer (a `Prefer`, the run's faults), from the core's adapter to the request log.
import type { ServerResponse } from 'node:http';

const provokedBy = new WeakMap<ServerResponse, string>();

/** Marks `res` as answered as `provoked` asked (`Prefer: code=503`), not as the data would. */
export const markProvoked = (res: ServerResponse, provoked: string): void => {
  provokedBy.set(res, provoked);
};

/** What provoked `res`'s answer, if anything did. */
export const provokedOf = (res: ServerResponse): string | undefined => provokedBy.get(res);
