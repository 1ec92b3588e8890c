// One entry of the request journal, and how an answered request becomes one: bounded, its token masked, judged.
import { maskToken } from '../../core/maskToken';
import { isoString } from '../domain/instantText';
import type { Profile } from '../../core/profile';
import { requestPartsOf, requestRuleNamed, requestViolations, type RequestRuleKind } from '../../rules/withoutSchemas';
import { fitEntry } from './entryBytes';

/**
 * The longest request target (path and query) an entry keeps; a longer one is cut and marked.
 * With the verdicts' own cut values, it bounds an entry to a few kilobytes whatever was sent.
 */
export const MAX_ENTRY_TARGET = 2048;
/** The part of an `Authorization` header judged and masked: a token is far shorter. */
const MAX_AUTHORIZATION = 200;

/** A violated request rule, as the journal keeps it. */
export interface JournalVerdict {
  rule: string;
  section: string;
  /** `refused`: the real API refuses the request; `unstated`: it relies on what the spec leaves open. */
  kind: RequestRuleKind;
  actual: string;
  expected: string;
}

/** One answered request. */
export interface JournalEntry {
  /** Its place among every request recorded since start (or the last clear), from 1. */
  seq: number;
  /** When it was answered, by the mock's clock. */
  time: string;
  method: string;
  path: string;
  /** The query as sent, without `?`; '' when none. */
  query: string;
  /** The target was longer than MAX_ENTRY_TARGET (path and query are cut, and judged as cut), or the entry past MAX_ENTRY_BYTES (its texts cut after judging). */
  truncated?: true;
  status: number;
  /** The `Authorization` header with its key masked (`Token dev-…`); null when none. */
  token: string | null;
  /** The request rules it breaks, in the journal's profile; every other rule held or did not apply. */
  verdicts: JournalVerdict[];
  /** The mock's picks among the readings the spec admits (`X-Mock-Reading`, with `--vary-unstated`). */
  reading?: string;
  /** What chose its answer instead of the data, when the request or the run did (`Prefer: code=503`, `--error-rate`). */
  provoked?: string;
}

/** What a transport hands the journal: the request as sent and the status it was answered. */
export interface AnsweredRequest {
  method: string;
  /** `/api/v2/pages/?type=...`, as sent. */
  target: string;
  authorization?: string;
  status: number;
  /** The answer's `X-Mock-Reading`, when it has one. */
  reading?: string;
  /** What provoked the answer, if anything did (CoreAnswer's `provoked`). */
  provoked?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A copy of `text` that holds none of the string it was cut from: V8 keeps a slice as a view of its
 * whole parent, so an entry cut from a long target would otherwise keep the whole target alive.
 */
const ownCopy = (text: string): string => decoder.decode(encoder.encode(text));

/**
 * The target as the journal keeps and judges it: whole up to MAX_ENTRY_TARGET characters, else cut
 * before the parameter the bound falls in (a cut value would be judged as another value).
 */
function keptTarget(target: string): string {
  if (target.length <= MAX_ENTRY_TARGET) return target;
  const cut = target.slice(0, MAX_ENTRY_TARGET);
  const lastParameter = cut.lastIndexOf('&');
  return ownCopy(lastParameter === -1 ? cut : cut.slice(0, lastParameter));
}

/** The request rules `method`, `target` and `authorization` (as kept) break in `profile`. */
export type RequestJudge = (method: string, target: string, authorization: string | undefined) => readonly JournalVerdict[];

/**
 * A judge of requests in `profile`. A request the real API refuses is judged by its refusals alone:
 * it gets no answer that could rest on a reading the spec leaves open (a 400 is not "without ordering").
 */
export const requestJudge =
  (profile: Profile): RequestJudge =>
  (method, target, authorization) => {
    const verdicts = requestViolations(requestPartsOf({ method, target, authorization }), profile).map(({ rule, section, actual, expected }) => ({
      rule,
      section,
      kind: requestRuleNamed(rule)!.kind,
      actual,
      expected,
    }));
    return verdicts.some((verdict) => verdict.kind === 'refused') ? verdicts.filter((verdict) => verdict.kind === 'refused') : verdicts;
  };

/** An entry for `answered`, judged by `judge`, within MAX_ENTRY_BYTES (fitEntry). */
export function entryOf(answered: AnsweredRequest, seq: number, time: Date, judge: RequestJudge): JournalEntry {
  const { method, target, authorization, status, reading, provoked } = answered;
  const kept = keptTarget(target);
  const shortAuthorization =
    authorization === undefined || authorization.length <= MAX_AUTHORIZATION ? authorization : ownCopy(authorization.slice(0, MAX_AUTHORIZATION));
  const queryStart = kept.indexOf('?');
  return fitEntry({
    seq,
    time: isoString(time),
    method: method.toUpperCase(),
    path: queryStart === -1 ? kept : kept.slice(0, queryStart),
    query: queryStart === -1 ? '' : kept.slice(queryStart + 1),
    ...(kept !== target && { truncated: true as const }),
    status,
    token: shortAuthorization === undefined ? null : maskToken(shortAuthorization),
    verdicts: judge(method, kept, shortAuthorization) as JournalVerdict[],
    ...(reading !== undefined && { reading }),
    ...(provoked !== undefined && { provoked }),
  });
}
