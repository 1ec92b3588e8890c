import encodeUrl from 'encodeurl';
import type { OpenApiDocument } from '../../core/openapi/documentShape';
import { DJANGO, DRF, MOCK, clientErrorDetail } from '../../core/messages';
import { readInstant } from '../domain/clock';
import { httpDate } from '../domain/instantText';
import { INSTANT_RANGE } from '../domain/instantRange';
import { HELD_RETRY_AFTER_SECONDS, HeldAnswers } from '../bounds/heldAnswers';
import { adminOriginPolicy, isAdminHost, type AdminOriginPolicy } from '../admin/adminOrigins';
import { QueryError } from '../domain/queryError';
import type { TokenRegistry } from '../auth/tokenRegistry';
import type { ListRequest, ReleaseService } from '../service/releaseService';
import type { RunFaultOptions } from '../http/provoked/runFaults';
import { bytesAnswer, emptyAnswer, jsonAnswer, JSON_TYPE, type CoreAnswer, type CoreRequest, type CoreResult, type HeaderList } from './answer';
import { adminAnswer, type AdminContext } from '../admin';
import { ALLOWED_METHODS } from '../../core/spec';
import { MOCK_NOW_HEADER, corsHeaders, type CorsGrant } from './corsHeaders';
import { waitFor, type WaitSignal } from './latency';
import { listRequestOf } from './listRequest';
import { pageIdOf } from './pageId';
import { pageNotFound, provocations, provokedAnswer } from './provoked';
import { literalQuery, queryChecks, tooManyQueryFields } from './queryCheck';
import { unroutable } from './unroutable';
import { requestOrigin } from './requestHost';
import { refuseToken } from './tokenCheck';
import type { RequestJournal } from '../journal/requestJournal';
import { READING_HEADER, varyingUnstated } from './varyUnstated';
import { hostVary } from './hostVary';

export interface CoreOptions {
  /** openapi.yaml, parsed: its parameters are checked, its examples provoked. */
  document: OpenApiDocument;
  service: ReleaseService;
  tokens: TokenRegistry;
  /** Origin for `detail_url` (e.g. `https://mock.example.com`, no trailing slash); by default the origin each request came to. */
  publicUrl?: string;
  /** The Host names served (`--allowed-hosts`, from `hostPatternOf`); by default any well-formed Host. */
  allowedHosts?: readonly string[];
  /** The admin routes (`--admin`); none by default. */
  admin?: AdminContext;
  /** Which pages' origins get CORS on the admin paths (`--admin-origin`), served or not; by default loopback ones only. */
  adminOrigins?: AdminOriginPolicy;
  /** A transport on the network (not one in process, where no other site can reach it): the admin routes refuse a Host not loopback nor allowed (isAdminHost). */
  adminHostsChecked?: boolean;
  /** The cap of answers held back by latency (`--max-held-answers`); its default otherwise. */
  heldAnswers?: HeldAnswers;
  /** The run's `--latency` and `--error-rate`, drawn from their seed; none by default. */
  runFaults?: RunFaultOptions;
  /** Paths the transport serves itself once the request passed the checks every answer has (the server's `/docs`): answered `pass`. */
  passes?: (path: string) => boolean;
  /** Give the listing's objects too (`CoreAnswer.value`, built when called), for a transport that validates answers. */
  keepValues?: boolean;
  /** Where every answered request goes (the admin routes' and the warm-up's aside); none by default. */
  journal?: RequestJournal;
  /** `--vary-unstated`: vary the listing's readings the spec leaves open, drawn from this seed; off by default. */
  varyUnstatedSeed?: number;
}

/** The whole API, without a transport: one request in, one answer (or a dropped connection) out. */
export interface MockCore {
  /** `signal` ends a provoked wait early: the answer is then a drop. */
  handle(request: CoreRequest, signal?: WaitSignal): Promise<CoreResult>;
}

/** X-Mock-Now as `request.header` looks it up: lower case, made once. */
const MOCK_NOW_NAME = MOCK_NOW_HEADER.toLowerCase();

const API_PREFIX = /^\/api\/v2(?=\/|$)/i;
const PAGES_PREFIX = /^\/api\/v2\/pages(?=\/|$)/i;
const LISTING = /^\/api\/v2\/pages\/$/i;
const DETAIL = /^\/api\/v2\/pages\/([^/]+)\/$/i;
const ADMIN = /^\/__mock(?=\/|$)/i;
/** The admin paths' own CORS: as written, case and all (the case-insensitive routes above still serve `/__MOCK`). */
const ADMIN_CORS = /^\/__mock(?:\/|$)/;

/** Path and query of a target, without a fragment (which Node's server passes on and a client never means). */
function splitTarget(target: string): { path: string; query: string } {
  const fragment = target.indexOf('#');
  const withoutFragment = fragment === -1 ? target : target.slice(0, fragment);
  const start = withoutFragment.indexOf('?');
  return start === -1 ? { path: withoutFragment, query: '' } : { path: withoutFragment.slice(0, start), query: withoutFragment.slice(start) };
}

/** DRF's 404 for an address that is no route (`{"detail"}`), not Wagtail's for a missing page. */
const noRoute = (headers: HeaderList) => jsonAnswer(404, headers, { detail: clientErrorDetail(404) });

const methodNotAllowed = (method: string, headers: HeaderList) => jsonAnswer(405, [...headers, ['Allow', ALLOWED_METHODS]], { detail: DRF.methodNotAllowed(method) });

/**
 * The mock's request path, in the order the real stack decides: the clock of the request (`Date`,
 * `X-Mock-Now`), routable paths, CORS (an OPTIONS is its preflight), the Host, the admin routes,
 * the trailing-slash redirect, then on the pages: the token, a malformed `X-Mock-Now`, what `Prefer`
 * and the run's faults provoke, the query's checks, the listing and the detail.
 */
export function createMockCore(options: CoreOptions): MockCore {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const adminOrigins = options.adminOrigins ?? adminOriginPolicy();
  const held = options.heldAnswers ?? new HeldAnswers();
  const { service, tokens } = options;
  const firstIds = (count: number) => service.list({ limit: count, offset: 0, fields: '_,id' }, '').body.items.map((item) => item.id!);
  const provoke = provocations(options.document, options.runFaults ?? { seed: 0 }, firstIds);
  const checkQuery = queryChecks(options.document);
  // The listing and the detail name the request's origin in `detail_url`.
  const varyHost = hostVary(publicUrl);
  const withVaryHost = (headers: HeaderList): HeaderList => (varyHost.length === 0 ? headers : [...headers, ...varyHost]);

  /** The real answer of the pages, once the request is authenticated and asked for nothing else: an answer openapi.yaml describes, unless it says otherwise. */
  const pagesAnswer = (method: string, path: string, target: string, origin: string, now: Date, headers: HeaderList): CoreAnswer => ({
    described: true,
    ...realAnswer(method, path, target, origin, now, headers),
  });

  const realAnswer = (method: string, path: string, target: string, origin: string, now: Date, headers: HeaderList): CoreAnswer => {
    const route = LISTING.test(path) ? 'listing' : DETAIL.test(path) ? 'detail' : undefined;
    if (route === undefined) return noRoute(headers);
    // HEAD is GET without a body: the transport leaves the body out.
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method, headers);
    // More fields than Django reads: its 400 page as the view reads the query (below the API, as for a refused Host).
    if (tooManyQueryFields(target)) return { ...jsonAnswer(400, headers, { detail: DJANGO.badRequest }), described: false };
    const query = literalQuery(target);
    const problems = checkQuery(route, target, query);
    if (problems !== undefined) return jsonAnswer(400, headers, { message: problems });
    try {
      if (route === 'listing') {
        const request: ListRequest = listRequestOf(query);
        if (!options.keepValues) return bytesAnswer(200, withVaryHost(headers), JSON_TYPE, service.listJson(request, origin, now));
        const { body, json } = service.listing(request, origin, now);
        return { ...bytesAnswer(200, withVaryHost(headers), JSON_TYPE, json), value: body };
      }
      const id = pageIdOf(decodeURIComponent(DETAIL.exec(path)![1]));
      const fields = typeof query.fields === 'string' ? query.fields : undefined;
      const page = id === undefined ? undefined : service.detail(id, fields, origin, now);
      return page ? jsonAnswer(200, withVaryHost(headers), page) : pageNotFound(headers);
    } catch (error) {
      // The query engine's own refusals (a field list it cannot read), in Wagtail's words.
      if (error instanceof QueryError) return jsonAnswer(400, headers, { message: error.message });
      throw error;
    }
  };

  const answer = async (request: CoreRequest, signal?: WaitSignal): Promise<CoreResult> => {
    const { method, target } = request;
    const { path } = splitTarget(target);
    // The request's "now", taken once: X-Mock-Now's, else the clock's. `Date` shows it, statuses are computed with it.
    const askedNow = request.header(MOCK_NOW_NAME);
    const reading = askedNow === undefined ? undefined : readInstant(askedNow);
    const now = reading && 'ms' in reading ? new Date(reading.ms) : service.now();
    let headers: HeaderList = [
      ['X-Content-Type-Options', 'nosniff'],
      ['Date', httpDate(now)],
    ];
    if (unroutable(path)) return noRoute(headers);
    // Browsers send CORS preflights without credentials, so OPTIONS is answered before authentication.
    if (method === 'OPTIONS') headers = [...headers, ['Allow', ALLOWED_METHODS]];
    const origin = request.header('origin');
    const grant: CorsGrant | undefined = !ADMIN_CORS.test(path) ? { api: true } : origin !== undefined && adminOrigins(origin) ? { adminOrigin: origin } : undefined;
    // An admin path's OPTIONS from a page not allowed gets no preflight answer: it goes on as any request, to its refusal.
    if (method === 'OPTIONS' && grant) return bytesAnswer(204, [...headers, ...corsHeaders(grant, true)], undefined, new Uint8Array(0));
    if (grant) headers = [...headers, ...corsHeaders(grant, false)];
    // Host is checked before anything uses it (after CORS, so that a browser can read the 400).
    const served = requestOrigin(request, { publicUrl, allowedHosts: options.allowedHosts });
    if (served === undefined) return jsonAnswer(400, headers, { detail: DJANGO.badRequest });
    if (options.passes?.(path)) return { kind: 'pass', headers, origin: served };
    if (options.admin && ADMIN.test(path)) {
      // A page of another site could otherwise POST with the public development token (a form needs no preflight): refused before anything acts.
      if (!(options.admin.origins ?? adminOrigins)(origin)) return jsonAnswer(403, headers, { message: MOCK.adminOriginRefused(origin ?? '') });
      // A page whose own name was made to resolve here (DNS rebinding) sends no Origin on a GET, but its Host.
      const host = request.header('host');
      if (options.adminHostsChecked && !isAdminHost(host, options.allowedHosts)) return jsonAnswer(403, headers, { message: MOCK.adminHostRefused(host ?? '') });
      const refused = refuseToken(request.header('authorization'), tokens, headers);
      return refused ?? (await adminAnswer(request, path, options.admin, headers)) ?? noRoute(headers);
    }
    // `/api/v2/pages` → 301 `/api/v2/pages/`, query kept, no body, as Django's APPEND_SLASH answers.
    if (API_PREFIX.test(path) && !path.endsWith('/') && path.length > '/api/v2'.length) {
      return emptyAnswer(301, [...headers, ['Location', encodeUrl(`${path}/${splitTarget(target).query}`)]]);
    }
    if (!PAGES_PREFIX.test(path)) return noRoute(headers);
    const refused = refuseToken(request.header('authorization'), tokens, headers);
    if (refused) return refused;
    // A malformed X-Mock-Now is the request's own fault, answered before any answer it provokes.
    if (askedNow !== undefined && reading && 'problem' in reading) {
      const message = reading.problem === 'malformed' ? MOCK.mockNowMalformed(askedNow) : MOCK.mockNowOutOfRange(askedNow, INSTANT_RANGE);
      return jsonAnswer(400, headers, { message });
    }
    if (method !== 'GET' && method !== 'HEAD') return pagesAnswer(method, path, target, served, now, headers);
    const provoked = provoke(request.header('prefer'), path, served, headers, request.warmUp === true);
    if ('kind' in provoked) return provoked;
    // Without latency, no timer: a plain request is answered at once. Answers that wait are capped in number.
    if (provoked.latencyMs > 0) {
      // Past the cap, at once the 503 openapi.yaml documents (nginx's page, as `code=503`), with `Retry-After`.
      if (!held.tryHold()) return provokedAnswer(503, [...headers, ['Retry-After', String(HELD_RETRY_AFTER_SECONDS)]]);
      const waited = await waitFor(provoked.latencyMs, signal).finally(() => held.release());
      if (!waited) return { kind: 'drop' };
    }
    if (provoked.answer === 'drop') return { kind: 'drop' };
    return provoked.answer ?? pagesAnswer(method, path, target, served, now, headers);
  };

  const handle = options.varyUnstatedSeed === undefined ? answer : varyingUnstated(answer, options.varyUnstatedSeed);
  // Every request either transport sends the core passes here, once, with its result: the journal's one hook.
  const { journal } = options;
  if (!journal) return { handle };
  return {
    handle: async (request, signal) => {
      const result = await handle(request, signal);
      // A dropped request got no answer; a passed one is the server's own (/docs); the admin routes are the tests' own.
      if (result.kind === 'answer' && !request.warmUp && !ADMIN.test(splitTarget(request.target).path)) {
        const reading = result.headers.find(([name]) => name === READING_HEADER)?.[1];
        journal.record({ method: request.method, target: request.target, authorization: request.header('authorization'), status: result.status, provoked: result.provoked, ...(reading !== undefined && { reading }) });
      }
      return result;
    },
  };
}
