// The origin the core took for a request, kept on it for the server's own routes.
import type { Response } from 'express';

const ORIGIN = Symbol("the request's origin");
type WithOrigin = Response & { [ORIGIN]?: string };

/** Keeps the origin the core checked (the public URL, else the Host's) for the server's own routes (`/docs`). */
export function keepOrigin(res: Response, origin: string): void {
  (res as WithOrigin)[ORIGIN] = origin;
}

/** The origin the core took for this request. */
export function keptOrigin(res: Response): string {
  return (res as WithOrigin)[ORIGIN]!;
}
