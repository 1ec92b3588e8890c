import type { ApiDocument } from './apiDocument';
import { checkRequest } from './checkRequest';
import { checkResponseSchema } from './checkResponseSchema';
import { compareWithReference } from './compareWithReference';
import type { ExamplePair } from '../documents/findExamples';
import { findOperation } from './findOperation';
import { headerOf, parseHttpBlock, type HttpExchange, type RequestHead } from '../documents/parseHttpBlock';
import type { ExampleResult, Finding, Judged, NotJudged, Problem } from '../types';
import { lineOfPointer } from '../documents/pointerLine';
import { isFailingStatus, type Violated } from '../../rules';
import type { DocumentWalks } from './documentWalks';
import { LISTING_PATH } from '../../core/spec';
import { notJudgedOf, violationFinding } from '../semantics/rulebookFindings';

type Parsed<T> = { value: T; findings: Finding[] } | { value?: undefined; findings: Finding[] };

function parseBody(pair: ExamplePair): Parsed<unknown> {
  try {
    return { value: JSON.parse(pair.body.text), findings: [] };
  } catch (error) {
    return { findings: [{ check: 'parse', rule: 'example.is-well-formed', line: pair.body.line, message: `the json block is not JSON: ${(error as Error).message.replace(/\s+/g, ' ')}` }] };
  }
}

/** The request target as a URL: a path, an absolute URL, or the spec's `{base_url}/...`. */
function parseTarget(exchange: HttpExchange): Parsed<URL> {
  const { target, line } = exchange.request;
  try {
    return { value: new URL(target.replace(/^\{base_url\}/, ''), 'http://localhost'), findings: [] };
  } catch {
    return { findings: [{ check: 'parse', rule: 'example.is-well-formed', line, message: `the request target ${target} is not a URL` }] };
  }
}

/** "Now" as the example states it: a `Date` header of the answer or the request, else the document's `As of ...`. */
function statedNow(exchange: HttpExchange, pair: ExamplePair): Parsed<number | undefined> {
  const date = headerOf(exchange.response?.headers ?? [], 'Date') ?? headerOf(exchange.request.headers, 'Date');
  if (!date) return { value: pair.statedNow === undefined ? undefined : Date.parse(pair.statedNow), findings: [] };
  const ms = Date.parse(date.value);
  if (!Number.isNaN(ms)) return { value: ms, findings: [] };
  return { findings: [{ check: 'parse', rule: 'example.is-well-formed', line: date.line, message: `the Date header "${date.value}" is not a date` }] };
}

/**
 * The verdicts of the document's earlier answers of the same query together with this one
 * (pages of one walk, a filtered result and its base): totals, each release at one position,
 * order across pages (the rulebook's QueryJudge, one per document).
 */
function queryFindings(walks: DocumentWalks, request: RequestHead, url: URL, body: unknown, nowMs: number | undefined): Judged {
  const authorization = headerOf(request.headers, 'Authorization')?.value ?? null;
  const headers = new Headers(nowMs === undefined ? {} : { Date: new Date(nowMs).toUTCString() });
  const verdicts = walks.judgeOf({ query: url.searchParams, nowMs })!.judge({ request: { method: request.method, target: `${url.pathname}${url.search}`, authorization }, status: 200, headers, body });
  return { findings: verdicts.filter((verdict): verdict is Violated => verdict.outcome === 'violated').map(violationFinding), notJudged: notJudgedOf(verdicts) };
}

async function findingsOf(document: ApiDocument, pair: ExamplePair, walks: DocumentWalks): Promise<Judged & { assumption?: string }> {
  const { exchange, findings } = parseHttpBlock(pair.request, pair.responseHead);
  if (!exchange) return { findings, notJudged: [] };
  const body = parseBody(pair);
  const url = parseTarget(exchange);
  const now = statedNow(exchange, pair);
  findings.push(...body.findings, ...url.findings, ...now.findings);
  if (!url.value) return { findings, notJudged: [] };
  const lookup = findOperation(document, exchange.request.method, url.value.pathname);
  if ('problem' in lookup) return { findings: [...findings, { check: 'request', rule: lookup.rule, line: exchange.request.line, message: lookup.problem }], notJudged: [] };
  const { operation } = lookup;
  const status = exchange.response?.status ?? 200;
  const lines = { status: exchange.response?.line ?? exchange.request.line, body: pair.body.line };
  findings.push(...checkRequest(exchange.request, url.value, { code: status, line: lines.status }, document.profile));
  if (body.value === undefined) return { findings, notJudged: [] };
  // A server error or a redirect is the failing-answer rule's (checkRequest), whatever its body.
  const schemaFindings = isFailingStatus(status) ? [] : checkResponseSchema(document, operation, status, body.value, lines);
  const example = { status, body: body.value, bodyIsValid: schemaFindings.length === 0, statedNowMs: now.value, lines };
  const reference = await compareWithReference(operation, exchange.request, url.value, example, document.profile);
  const shownPage = status === 200 && example.bodyIsValid && operation.template === LISTING_PATH;
  if (!shownPage) walks.judgeOf(undefined);
  const walk = shownPage ? queryFindings(walks, exchange.request, url.value, body.value, now.value) : { findings: [], notJudged: [] };
  return { findings: [...findings, ...schemaFindings, ...reference.findings, ...walk.findings], notJudged: [...reference.notJudged, ...walk.notJudged], assumption: reference.assumption };
}

/** One entry per rule, the first reason kept; none for a rule the example breaks (its finding says more). */
function undecidedRules(notJudged: readonly NotJudged[], findings: readonly Finding[]): NotJudged[] {
  const broken = new Set(findings.map((finding) => finding.rule));
  const byRule = new Map<string, NotJudged>();
  for (const entry of notJudged) if (!broken.has(entry.rule) && !byRule.has(entry.rule)) byRule.set(entry.rule, entry);
  return [...byRule.values()];
}

/**
 * Checks one request/response pair of a document three ways: request, response schema, and the
 * reference implementation; and, through `walks` (one per document), with the document's earlier
 * answers of the same query.
 */
export async function checkExamplePair(document: ApiDocument, file: string, pair: ExamplePair, walks: DocumentWalks): Promise<ExampleResult> {
  const { findings, notJudged, assumption } = await findingsOf(document, pair, walks);
  // A finding about part of the body points to that part's line: an item's, not the block's first.
  const lineOf = (finding: Finding) => finding.line ?? pair.body.line + (finding.pointer === undefined ? 0 : (lineOfPointer(pair.body.text, finding.pointer) ?? 0));
  const problems: Problem[] = findings.map(({ line, ...finding }) => ({ ...finding, location: `${file}:${lineOf({ line, ...finding })}` }));
  return {
    file,
    location: `${file}:${pair.request.line}`,
    verdict: problems.length === 0 ? 'ok' : 'WRONG',
    ...(assumption && { assumedNow: assumption }),
    problems,
    notJudged: undecidedRules(notJudged, findings),
  };
}
