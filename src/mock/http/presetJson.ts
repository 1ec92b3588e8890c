import type { RequestHandler, Response } from 'express';

const PRESET = Symbol('JSON bytes written before');
type WithPreset = Response & { [PRESET]?: { body: unknown; bytes: Buffer } };

/**
 * Answers `body` as JSON whose bytes are already written (`bytes` must be `JSON.stringify(body)`).
 * The body still goes through `res.json`, which the response validator wraps, so the validator
 * checks it; then the `res.json` of `presetJsonBytes` sends the bytes instead of writing them again.
 */
export function sendJson(res: Response, body: unknown, bytes: Buffer): void {
  (res as WithPreset)[PRESET] = { body, bytes };
  res.json(body);
}

/**
 * Mounted before the response validator, whose wrapper calls the `res.json` it found once the body
 * is valid: this one, which sends the bytes given to `sendJson` for that very body, and writes any
 * other body (an error answer, say) as Express does.
 */
export const presetJsonBytes: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const preset = (res as WithPreset)[PRESET];
    return preset && preset.body === body ? res.type('json').send(preset.bytes) : json(body);
  };
  next();
};
