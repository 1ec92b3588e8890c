// What any answer of the mock must keep, whatever was asked: no 5xx, a JSON body on
// every 4xx, no stack trace or internal path, no release data without a valid token.
import type { RawAnswer } from '../../net/testing/rawExchange';

/** What no body may hold: a stack frame, this machine's paths, source file names. */
export const INTERNALS = ['    at ', '/work/', 'node_modules', 'src/', '.ts:'];

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** A listing (`items`) or a release page (`meta.type`): what only a valid token may see. */
function holdsReleaseData(body: string): boolean {
  const json = parsed(body) as { items?: unknown; meta?: { type?: unknown } } | null | undefined;
  return Array.isArray(json?.items) || json?.meta?.type === 'releases.ReleasePage';
}

/**
 * The first invariant the answer breaks, described with what came; undefined when it keeps them all.
 * `head`: the request was HEAD, so a 4xx must say JSON in its Content-Type instead of carrying it.
 */
export function answerProblem(answer: RawAnswer, request: { head: boolean; validToken: boolean }): string | undefined {
  const seen = `${answer.status} ${answer.headers['content-type'] ?? '(no content type)'} ${JSON.stringify(answer.body.slice(0, 300))}`;
  if (!(answer.status < 500)) return `a ${answer.status}: ${seen}`;
  if (answer.status >= 400) {
    const json = request.head ? /^application\/json\b/.test(answer.headers['content-type'] ?? '') : parsed(answer.body) !== undefined;
    if (!json) return `a ${answer.status} without a JSON body: ${seen}`;
  }
  const leaked = INTERNALS.find((marker) => answer.body.includes(marker));
  if (leaked) return `the body holds '${leaked}': ${seen}`;
  if (!request.validToken && holdsReleaseData(answer.body)) return `release data without a valid token: ${seen}`;
  return undefined;
}
