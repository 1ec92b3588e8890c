// Deliberately broken variants of the mock, for the suite's own tests only: each breaks one
// documented rule by rewriting a request before the mock sees it or an answer before it leaves.
import express, { type Express, type Request } from 'express';

export interface Fault {
  /** What is broken, in a few words. */
  name: string;
  /** The rule that must catch it. */
  caughtBy: string;
  /** Rewrites the request (its URL and headers) before the mock sees it. */
  request?: (req: Request, query: URLSearchParams) => void;
  /** Rewrites a JSON answer before it leaves. */
  answer?: (body: unknown, req: Request, query: URLSearchParams) => unknown;
  /** Sends every answer with this Content-Type instead of its own. */
  contentType?: string;
  /** Answers the requests it picks with a server error (Django's stock page, status 500) instead of the mock's answer. */
  crashes?: (query: URLSearchParams) => boolean;
}

/** Django's stock error page, as Wagtail sends it for an unhandled exception. */
export const DJANGO_500 =
  '<!doctype html>\n<html lang="en">\n<head><title>Server Error (500)</title></head>\n<body><h1>Server Error (500)</h1><p></p></body>\n</html>\n';

/** The mock behind a fault. */
export function faultyApp(mock: Express, fault: Fault): Express {
  const app = express();
  app.use((req, res, next) => {
    const [path, search = ''] = req.url.split('?');
    const query = new URLSearchParams(search);
    if (fault.crashes?.(query)) {
      res.status(500).type('html').send(DJANGO_500);
      return;
    }
    if (fault.request) {
      fault.request(req, query);
      const rewritten = query.toString();
      // The mock reads the target from originalUrl (as its absolute-form handling leaves it), so both change.
      req.url = req.originalUrl = rewritten ? `${path}?${rewritten}` : path;
    }
    if (fault.contentType) {
      // Every way Express sets a type ends in setHeader.
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-type' ? fault.contentType! : value);
    }
    if (fault.answer) {
      const json = res.json.bind(res);
      const send = res.send.bind(res);
      const end = res.end.bind(res);
      let rewritten = false;
      const jsonBytes = (body: unknown): body is Buffer => !rewritten && Buffer.isBuffer(body) && /json/.test(String(res.get('Content-Type')));
      // A copy: the mock answers with its stored objects, which a rewrite must not change for later runs.
      res.json = (body: unknown) => {
        rewritten = true;
        return json(fault.answer!(structuredClone(body), req, query));
      };
      // The core's answers leave as JSON bytes already written (res.send when validated, res.end when not):
      // read back, they are rewritten the same way, once.
      res.send = (body?: unknown) => (jsonBytes(body) ? res.json(JSON.parse(body.toString())) : send(body));
      res.end = ((chunk?: unknown, ...rest: unknown[]) =>
        jsonBytes(chunk) ? res.json(JSON.parse(chunk.toString())) : (end as (...args: unknown[]) => typeof res)(chunk, ...rest)) as typeof res.end;
    }
    next();
  });
  app.use(mock);
  return app;
}

type ListBody = { meta: { total_count: number }; items: Record<string, unknown>[] };
const isList = (body: unknown): body is ListBody => Array.isArray((body as ListBody | undefined)?.items);

/** An answer rewrite that applies to listing bodies only. */
export const onList = (change: (body: ListBody, query: URLSearchParams) => void) => (body: unknown, _req: Request, query: URLSearchParams) => {
  if (isList(body)) change(body, query);
  return body;
};

/** The lower-cased words of an item's title, as the answer shows it. */
export const titleWordsOf = (item: { [key: string]: unknown }): string[] =>
  String(item.title ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
