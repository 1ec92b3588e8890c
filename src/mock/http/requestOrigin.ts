import type { Request } from 'express';

/** The origin links should point at: the configured public URL, else the one the request came to. */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get('host')}`;
}
