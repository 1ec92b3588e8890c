import type { Request } from 'express';

/**
 * The origin links should point at: the configured public URL, else the one the request came to. An
 * HTTP/1.0 request may have no Host: then the address it reached, as Django falls back to SERVER_NAME.
 */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl;
  const host = req.get('host');
  if (host !== undefined) return `${req.protocol}://${host}`;
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  return `${req.protocol}://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}
