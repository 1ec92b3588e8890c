// A test app that answers after the delay its path asks for, optionally in two writes.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers `/wait/<ms>` after that many milliseconds; in two writes, headers first, when the path ends in `/streamed`. */
export function slowApp(req: IncomingMessage, res: ServerResponse): void {
  const [, , ms, streamed] = (req.url ?? '').split('/');
  if (streamed) res.write('first part, ');
  const timer = setTimeout(() => res.end(`answered after ${ms} ms`), Number(ms));
  res.once('close', () => clearTimeout(timer));
}
