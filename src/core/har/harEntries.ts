// The entries of a HAR file (HTTP Archive 1.2, as browsers' DevTools and Playwright's `recordHar`
// save it): each request's method, URL and Authorization, and its answer's status and text.

import { isObject } from '../isObject';

/** One entry of a HAR, as the tools here read it. */
export interface HarEntry {
  method: string;
  url: string;
  /** The request's `Authorization` header; undefined when it had none. */
  authorization?: string;
  status: number;
  /** The answer's body as text ('' when the HAR kept none). */
  text: string;
}

/** Whether a parsed JSON document is a HAR: `{"log": {"entries": [...]}}`. */
export const isHar = (document: unknown): document is { log: { entries: unknown[] } } =>
  isObject(document) && isObject(document.log) && Array.isArray(document.log.entries);

function headerOf(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined;
  const found = headers.find((header) => isObject(header) && typeof header.name === 'string' && header.name.toLowerCase() === name);
  return isObject(found) && typeof found.value === 'string' ? found.value : undefined;
}

/** The body a HAR kept: `content.text`, decoded when the HAR stored it in base64. */
function textOf(response: Record<string, unknown>): string {
  const content = response.content;
  if (!isObject(content) || typeof content.text !== 'string') return '';
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

/** The entries of a HAR with a request method and an absolute URL; the malformed ones are counted apart. */
export function harEntries(document: { log: { entries: unknown[] } }): { entries: HarEntry[]; malformed: number } {
  const entries: HarEntry[] = [];
  let malformed = 0;
  for (const entry of document.log.entries) {
    const request = isObject(entry) ? entry.request : undefined;
    const response = isObject(entry) && isObject(entry.response) ? entry.response : {};
    if (!isObject(request) || typeof request.method !== 'string' || typeof request.url !== 'string' || !URL.canParse(request.url)) {
      malformed++;
      continue;
    }
    const authorization = headerOf(request.headers, 'authorization');
    entries.push({
      method: request.method.toUpperCase(),
      url: request.url,
      ...(authorization !== undefined && { authorization }),
      status: typeof response.status === 'number' ? response.status : 0,
      text: textOf(response),
    });
  }
  return { entries, malformed };
}
