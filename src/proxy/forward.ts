// Forwards one request to the upstream as it came, and reads the whole answer within a deadline.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface UpstreamAnswer {
  status: number;
  /** Header names and values, alternating, as the upstream sent them (hop-by-hop ones dropped). */
  rawHeaders: string[];
  body: Buffer;
}

/** Headers of one connection, not of the message: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function endToEndHeaders(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (!HOP_BY_HOP.has(rawHeaders[i].toLowerCase())) kept.push(rawHeaders[i], rawHeaders[i + 1]);
  return kept;
}

/** Thrown when no whole answer came: the text says what happened. */
export class UpstreamFailure extends Error {}

/** Sends the request to `target` (the upstream's origin, the request's path and query) and resolves with the whole answer, or rejects with an UpstreamFailure. */
export function forward(target: URL, incoming: IncomingMessage, body: Buffer, timeoutMs: number): Promise<UpstreamAnswer> {
  const headers = endToEndHeaders(incoming.rawHeaders);
  // The upstream's own Host (an array of headers gets none by default); everything else, Authorization included, goes as it came.
  const pairs: string[] = ['Host', target.host];
  for (let i = 0; i < headers.length; i += 2) if (headers[i].toLowerCase() !== 'host') pairs.push(headers[i], headers[i + 1]);
  return new Promise((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, { method: incoming.method, headers: pairs });
    const timer = setTimeout(() => {
      outgoing.destroy(new UpstreamFailure(`the upstream did not answer in full within ${timeoutMs} ms`));
    }, timeoutMs);
    const failed = (error: Error) => {
      clearTimeout(timer);
      reject(error instanceof UpstreamFailure ? error : new UpstreamFailure(`the upstream connection failed: ${error.message}`));
    };
    outgoing.on('error', failed);
    outgoing.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', failed);
      answer.on('aborted', () => failed(new UpstreamFailure('the upstream closed the connection before the end of its answer')));
      answer.on('end', () => {
        clearTimeout(timer);
        if (!answer.complete) return failed(new UpstreamFailure('the upstream closed the connection before the end of its answer'));
        resolve({ status: answer.statusCode ?? 502, rawHeaders: endToEndHeaders(answer.rawHeaders), body: Buffer.concat(chunks) });
      });
    });
    outgoing.end(body);
  });
}
