// Errors several commands share: a URL flag with credentials, --only and --skip, a user's JSON file, and the outbound client that reads a deployment (the suite, capture).
import { entries } from './errorEntry';

/** Flags and files of more than one command. */
const FLAGS_AND_FILES = entries({
  RP_URL_CREDENTIALS: {
    text: (flag: string) =>
      `${flag} holds a user name or password (user:password@host): refused, and not repeated here; give the URL without them (the token is its own flag)`,
  },
  RP_RULE_PATTERN_UNKNOWN: {
    text: (flag: string, pattern: string, closest: readonly string[]) => `${flag} ${pattern}: no rule's name starts so; the closest: ${closest.join(', ')}`,
  },
  RP_FILE_REFUSED: { text: (what: string, refusal: string) => `${what}: ${refusal}` },
  RP_FILE_UNREADABLE: { text: (what: string, reason: string) => `${what}: cannot be read: ${reason}` },
  RP_FILE_NOT_JSON: { text: (what: string, where: string) => `${what}: cannot be read as JSON: ${where}` },
});

/** The outbound client (politeClient.ts): a deployment that does not answer, or answers what no rule can read; the run's budget. */
const OUTBOUND = entries({
  RP_ANSWER_FAULT: { text: (url: string, fault: string, answer: string, curl: string) => `GET ${url} answered ${fault} (${answer}): ${curl}` },
  RP_ANSWER_FAULT_EVERYWHERE: {
    text: (url: string, fault: string, answer: string, curl: string, probeStatus: number) =>
      `GET ${url} answered ${fault} (${answer}): ${curl}; an ordinary listing request failed too (status ${probeStatus})`,
  },
  RP_NO_ANSWER: { text: (url: string, failure: string, tries: number, curl: string) => `GET ${url} did not answer (${failure}) after ${tries} tries: ${curl}` },
  RP_RETRY_AFTER_TOO_LONG: {
    text: (url: string, status: number, retryAfter: string, maxSeconds: number) =>
      `GET ${url} answered ${status} with Retry-After: ${retryAfter}, longer than the ${maxSeconds} s the suite waits; run it later`,
  },
  RP_ANSWER_BOUND_HIT: { text: (url: string, bound: string, curl: string) => `GET ${url}: ${bound}: ${curl}` },
  RP_LISTING_NOT_A_LIST: { text: (url: string, status: number, snippet: string) => `GET ${url} answered status ${status}: ${snippet}` },
  RP_LISTING_PAGE_TOO_LONG: {
    text: (url: string, items: number, limit: number) => `GET ${url} answered ${items} items, more than the limit of ${limit} it asked for`,
  },
  RP_BUDGET_SPENT: { text: (max: number) => `the request budget of ${max} is spent (raise --max-requests)` },
});

export const SHARED = { ...FLAGS_AND_FILES, ...OUTBOUND };
