// Checking one example pair: its request, its answer's schema and its semantics.
import type { ApiDocument } from './apiDocument';
import { checkRequest } from './checkRequest';
import { checkResponseSchema } from './checkResponseSchema';
import { compareWithReference } from './compareWithReference';
import type { ExamplePair } from '../documents/findExamples';
import { findOperation } from './findOperation';
import { headerOf, type HttpExchange, type RequestHead } from '../documents/parseHttpBlock';
import type { ExampleResult, Finding, Judged, UndecidedRule, ExampleProblem } from '../types';
import { parseAnswer, type AnswerBody } from '../documents/parseAnswer';
import { trimmedApart } from './trimmedApart';
import { isFailingStatus, type Violated } from '../../rules';
import type { DocumentWalks } from './documentWalks';
import { LISTING_PATH } from '../../core/spec';
import { notJudgedOf, violationFinding } from '../semantics/rulebookFindings';

type Parsed<T> = { value: T; findings: Finding[] } | { value?: undefined; findings: Finding[] };

/** A base address written as a placeholder: the spec's `{base_url}`, a shell's `$BASE_URL`, `<base_url>`. */
const BASE_PLACEHOLDER = /^(?:\{\w+\}|\$\{?\w+\}?|<\w+>)/;

/** The request target as a URL: a path, an absolute URL, or one that starts with a placeholder for the base address. */
function parseTarget(exchange: HttpExchange): Parsed<URL> {
  const { target, line } = exchange.request;
  try {
    return { value: new URL(target.replace(BASE_PLACEHOLDER, ''), 'http://localhost'), findings: [] };
  } catch {
    return { findings: [{ check: 'parse', rule: 'example.is-well-formed', line, message: `the request target ${target} is not a URL` }] };
  }
}

/** The `Date` header of the answer, else of the request. */
const dateHeader = (exchange: HttpExchange) => headerOf(exchange.response?.headers ?? [], 'Date') ?? headerOf(exchange.request.headers, 'Date');

/** "Now" as the example states it, in its words: a `Date` header, else the document's `As of ...`. */
const statedNowOf = (pair: ExamplePair) => (pair.read.exchange && dateHeader(pair.read.exchange)?.value) ?? pair.statedNow;

/** "Now" as the example states it: a `Date` header of the answer or the request, else the document's `As of ...`. */
function statedNow(exchange: HttpExchange, pair: ExamplePair): Parsed<number | undefined> {
  const date = dateHeader(exchange);
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
  const verdicts = walks
    .judgeOf({ query: url.searchParams, nowMs })!
    .judge({ request: { method: request.method, target: `${url.pathname}${url.search}`, authorization }, status: 200, headers, body });
  return {
    findings: verdicts.filter((verdict): verdict is Violated => verdict.outcome === 'violated').map(violationFinding),
    notJudged: notJudgedOf(verdicts),
  };
}

async function findingsOf(document: ApiDocument, pair: ExamplePair, body: AnswerBody, walks: DocumentWalks): Promise<Judged & { assumption?: string }> {
  const { exchange } = pair.read;
  const findings = [...pair.read.findings];
  if (!exchange) return { findings, notJudged: [] };
  const url = parseTarget(exchange);
  const now = statedNow(exchange, pair);
  findings.push(...body.findings, ...url.findings, ...now.findings);
  if (!url.value) return { findings, notJudged: [] };
  const lookup = findOperation(document, exchange.request.method, url.value.pathname);
  if ('problem' in lookup)
    return { findings: [...findings, { check: 'request', rule: lookup.rule, line: exchange.request.line, message: lookup.problem }], notJudged: [] };
  const { operation } = lookup;
  const status = exchange.response?.status ?? 200;
  const lines = { status: exchange.response?.line ?? exchange.request.line, body: pair.body.line };
  findings.push(...checkRequest(exchange.request, url.value, { code: status, line: lines.status }, document.profile));
  if (body.value === undefined) return { findings, notJudged: [] };
  // A server error or a redirect is the failing-answer rule's (checkRequest), whatever its body.
  const schema = trimmedApart(body.trimmedAt, {
    findings: isFailingStatus(status) ? [] : checkResponseSchema(document, operation, status, body.value, lines.status),
    notJudged: [],
  });
  const example = { status, body: body.value, bodyIsValid: schema.findings.length === 0, statedNowMs: now.value, lines };
  const reference = trimmedApart(body.trimmedAt, await compareWithReference(operation, exchange.request, url.value, example, document.profile));
  // A trimmed page is no whole page of a walk: its count and positions are not shown.
  const shownPage = status === 200 && example.bodyIsValid && operation.template === LISTING_PATH && body.trimmedAt.length === 0;
  if (!shownPage) walks.judgeOf(undefined);
  const walk = shownPage ? queryFindings(walks, exchange.request, url.value, body.value, now.value) : { findings: [], notJudged: [] };
  return {
    findings: [...findings, ...schema.findings, ...reference.findings, ...walk.findings],
    notJudged: [...schema.notJudged, ...reference.notJudged, ...walk.notJudged],
    assumption: (reference as { assumption?: string }).assumption,
  };
}

/** One entry per rule, the first reason kept; none for a rule the example breaks (its finding says more). */
function undecidedRules(notJudged: readonly UndecidedRule[], findings: readonly Finding[]): UndecidedRule[] {
  const broken = new Set(findings.map((finding) => finding.rule));
  const byRule = new Map<string, UndecidedRule>();
  for (const entry of notJudged) if (!broken.has(entry.rule) && !byRule.has(entry.rule)) byRule.set(entry.rule, entry);
  return [...byRule.values()];
}

/**
 * Checks one request/response pair of a document three ways: request, response schema, and the
 * reference implementation; and, through `walks` (one per document), with the document's earlier
 * answers of the same query.
 */
export async function checkExamplePair(document: ApiDocument, file: string, pair: ExamplePair, walks: DocumentWalks): Promise<ExampleResult> {
  const body = parseAnswer(pair.body);
  const judged = await findingsOf(document, pair, body, walks);
  const { findings, notJudged, assumption } = judged;
  // A finding about part of the body points to that value's line (an item's, a field's), in the file the body is written in.
  const placeOf = ({ line, file: written, pointer }: Finding) =>
    line !== undefined ? `${written ?? file}:${line}` : `${pair.body.file ?? file}:${pointer === undefined ? pair.body.line : body.lineOf(pointer)}`;
  const problems: ExampleProblem[] = findings.map(({ line, file: written, ...finding }) => ({
    ...finding,
    location: placeOf({ line, file: written, ...finding }),
  }));
  const stated = statedNowOf(pair);
  return {
    file,
    location: `${pair.request.file ?? file}:${pair.request.line}`,
    verdict: problems.length === 0 ? 'ok' : 'WRONG',
    ...(assumption && { assumedNow: assumption }),
    ...(stated && { statedNow: stated }),
    problems,
    notJudged: undecidedRules(notJudged, findings),
  };
}
