// The Express adapter of the mock's core: a request handed to the core, its answer sent as Express would.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { JSON_TYPE, type ChunkedBody, type CoreAnswer, type CoreRequest, type CoreResult } from '../pipeline/answer';
import type { MockCore } from '../pipeline/createCore';
import { BODY_NOT_INFLATED, UnreadableBody } from '../pipeline/jsonBody';
import { sendJson, sendJsonBytes } from './presetJson';
import { ValidatedAnswers } from './validatedAnswers';
import { keepOrigin } from './requestOrigin';
import { isWarmUp } from './warmUp';
import { markProvoked } from './provokedMark';

/** Whether the request has more than one Host line, which RFC 9112 refuses and Node lets through (keeping the first). */
function hasHostTwice(rawHeaders: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === 'host') seen++;
  return seen > 1;
}

/** Whether a body follows the head (type-is's `hasBody`, as body-parser decided). */
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

/** Reads the body with body-parser's raw reader: its limit, and gzip, deflate and br inflated. */
function bodyReader(req: Request, res: Response): (limitBytes: number) => Promise<Uint8Array> {
  return (limitBytes) =>
    new Promise((resolve, reject) => {
      express.raw({ type: () => true, limit: limitBytes })(req, res, (error?: { type?: unknown; status?: number }) => {
        if (error === undefined) resolve((req.body as Buffer | undefined) ?? new Uint8Array(0));
        else if (typeof error.type === 'string' && error.status !== undefined && error.status < 500) reject(new UnreadableBody(error.type, error.status));
        // zlib's error, passed on as a 400 without a type: a compressed body that does not inflate.
        else if (error.status === 400) reject(new UnreadableBody(BODY_NOT_INFLATED, 400));
        else reject(error);
      });
    });
}

/** The core's view of an Express request: what Node's parser read, and what only it can tell (a Host twice, HTTP/1.0). */
function coreRequestOf(req: Request, res: Response): CoreRequest {
  return {
    method: req.method,
    // After absoluteForm: the path and query of an absolute-form target.
    target: req.originalUrl,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    protocol: req.protocol,
    body: hasBody(req) ? bodyReader(req, res) : undefined,
    hostRepeated: hasHostTwice(req.rawHeaders),
    http10: req.httpVersion === '1.0',
    warmUp: isWarmUp(req),
  };
}

/**
 * A signal that aborts when the client goes before its answer: a provoked wait then ends early.
 * Made when a wait starts, not for every request (an AbortController and a listener each).
 */
const closedBeforeAnswer = (res: Response) => (): AbortSignal => {
  const controller = new AbortController();
  if (res.closed) controller.abort();
  else
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
  return controller.signal;
};

/** A body of chunks, written as they come and as the client reads them; a client that goes stops them (none on HEAD). */
function sendChunks(req: Request, res: Response, chunks: ChunkedBody): void {
  if (req.method === 'HEAD') res.end();
  // A failure (the client gone, or a bug in the chunks) ends the response where it stands: the client sees a cut body.
  else pipeline(Readable.from(chunks), res).catch(() => undefined);
}

function send(req: Request, res: Response, answer: CoreAnswer, validated: ValidatedAnswers | undefined): void {
  if (answer.provoked !== undefined) markProvoked(res, answer.provoked);
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  if (!(answer.body instanceof Uint8Array)) return sendChunks(req, res, answer.body);
  const bytes = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
  if (validated && answer.described && req.method !== 'HEAD' && answer.headers.some(([name, value]) => name === 'Content-Type' && value === JSON_TYPE)) {
    // What the validator's verdict depends on besides the bytes (see ValidatedAnswers).
    const key = `${req.method} ${req.path} ${answer.status} ${req.headers.accept ?? ''} ${req.headers['content-type'] ?? ''}`;
    if (validated.has(key, bytes)) return sendJsonBytes(res, bytes);
    // Through res.json, which express-openapi-validator wraps, so that it checks the body; the bytes are still the core's.
    sendJson(res, answer.value?.() ?? JSON.parse(bytes.toString('utf8')), bytes, () => validated.add(key, bytes));
  } else res.end(bytes);
}

/**
 * The server's answers through the core: every request Express passes on is the core's to decide.
 * A `pass` goes on to the server's own routes (`/docs`) with the headers and origin the core gave it.
 */
export function answerThroughCore(core: MockCore, validating: boolean): RequestHandler {
  const validated = validating ? new ValidatedAnswers() : undefined;
  return (req, res, next) => {
    const request = coreRequestOf(req, res);
    core
      .handle(request, closedBeforeAnswer(res))
      .then((result: CoreResult) => {
        if (result.kind === 'drop') {
          // No answer at all: the client sees the connection reset, a browser a network error.
          res.socket?.destroy();
          return;
        }
        if (result.kind === 'answer') return send(req, res, result, validated);
        for (const [name, value] of result.headers) res.setHeader(name, value);
        keepOrigin(res, result.origin);
        next();
      })
      .catch(next);
  };
}
