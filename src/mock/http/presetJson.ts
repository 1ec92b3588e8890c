// Sending JSON bytes written ahead of time as `res.json` would send the body they came from.
import type { RequestHandler, Response } from 'express';
import { JSON_TYPE } from '../pipeline/answer';

const PRESET = Symbol('JSON bytes written before');
type WithPreset = Response & { [PRESET]?: { body: unknown; bytes: Buffer; passed?: () => void } };

/** Sends JSON bytes as `res.json` would have sent the body they were written from. */
export function sendJsonBytes(res: Response, bytes: Buffer): void {
  // The header `res.type('json')` sets, written as it is: Express would look it up in mime-types, whose
  // maps the bundled bin builds only when first used (scripts/lazyRequirePlugin.ts), not for every answer.
  res.setHeader('Content-Type', JSON_TYPE);
  res.send(bytes);
}

/**
 * Answers `body` as JSON whose bytes are already written (`bytes` must be `JSON.stringify(body)`).
 * The body still goes through `res.json`, which the response validator wraps, so the validator
 * checks it; then the `res.json` of `presetJsonBytes` sends the bytes instead of writing them again,
 * and calls `passed`: the validator let that very body through.
 */
export function sendJson(res: Response, body: unknown, bytes: Buffer, passed?: () => void): void {
  (res as WithPreset)[PRESET] = { body, bytes, passed };
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
    if (!preset || preset.body !== body) return json(body);
    sendJsonBytes(res, preset.bytes);
    preset.passed?.();
    return res;
  };
  next();
};
