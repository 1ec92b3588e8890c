// The start-up refusals of release-pages-mock (and of the mock in process): tokens, tokens and fixtures files, records, the clock, the dataset, the journal's file, the port.
import { TOKENS, WORKERS } from '../messages';
import { entries } from './errorEntry';

/** The token configuration (`--token`, `MOCK_TOKENS`, `--tokens-file`): the words are core/messages.ts's TOKENS. */
const TOKEN_CONFIG = entries({
  RPM_TOKENS_EMPTY: { text: TOKENS.noKey },
  RPM_TOKENS_FILE_PATH_EMPTY: { text: TOKENS.noFilePath },
  RPM_TOKEN_EMPTY: { text: TOKENS.emptyKey },
  RPM_TOKEN_WHITESPACE: { text: TOKENS.keyWithWhitespace },
  RPM_TOKEN_REPEATED: { text: TOKENS.duplicateKey },
  RPM_TOKENS_FILE_INVALID: { text: (path: string, problems: readonly string[]) => `tokens file ${path}: ${problems.join('; ')}` },
});

/** A release record of a fixtures file or an admin body (`record 3 (id 7)`), and the fixtures file itself. */
const DATA = entries({
  RPM_RECORD_TOO_LARGE: {
    text: (label: string, max: number) =>
      `${label}: holds more than ${max} values (array items and object fields, at any depth), more than a release record may`,
  },
  RPM_RECORD_INVALID: { text: (label: string, problems: string) => `${label}: ${problems}` },
  RPM_RECORD_ID_INVALID: { text: (label: string, problem: string) => `${label}: ${problem}` },
  RPM_RECORD_ID_REPEATED: { text: (label: string, problem: string) => `${label}: ${problem}` },
  RPM_FIXTURES_NOT_A_LIST: { text: (path: string) => `fixtures file ${path}: expected a JSON array of release pages, or an object with an "items" array` },
  RPM_FIXTURES_RECORD_INVALID: { text: (path: string, problem: string) => `fixtures file ${path}: ${problem}` },
  RPM_FIXTURES_LINK_REFUSED: { text: (path: string, refusal: string) => `fixtures file ${path}: ${refusal}` },
  RPM_DATASET_COUNT_TOO_SMALL: {
    text: (least: number, count: number) => `count must be an integer of at least ${least} (the curated edge cases); got ${count}`,
  },
  RPM_BROWSER_DATASET_UNAVAILABLE: {
    text: (seed: number, count: number, defaultSeed: number, defaultCount: number) =>
      `the browser build serves the default dataset (seed ${defaultSeed}, count ${defaultCount}) or fixtures; got seed ${seed}, count ${count}: write another with \`release-pages-mock export --seed ${seed} --count ${count}\` and pass it as fixtures`,
  },
});

/** The clock (`--now`, `--clock-rate`, `--timezone`), the journal's file, the listening socket and the flags. */
const RUN = entries({
  RPM_TIMEZONE_UNKNOWN: { text: (zone: string) => `unknown time zone '${zone}' (use an IANA name such as UTC or Europe/London)` },
  RPM_CLOCK_RATE_INVALID: { text: (rate: number, max: number) => `the clock's rate must be a number from 0 to ${max} (got ${rate})` },
  RPM_NOW_MALFORMED: { text: (now: string) => `--now must be an ISO 8601 date-time with an offset, such as 2026-03-01T12:00:00Z (got '${now}')` },
  RPM_NOW_OUT_OF_RANGE: { text: (now: string, range: string) => `--now must be ${range} (got '${now}')` },
  RPM_JOURNAL_FILE_UNWRITABLE: { text: (path: string, reason: string) => `--journal ${path} cannot be written: ${reason}` },
  RPM_JOURNAL_NOT_WRITTEN: { text: (path: string, reason: string) => `the journal could not be written to ${path}: ${reason}` },
  RPM_PORT_IN_USE: { text: (port: number) => `port ${port} is in use; pass --port` },
  RPM_PORT_PRIVILEGED: { text: (port: number) => `no permission to listen on port ${port} (ports below 1024 are privileged); pass --port` },
  RPM_HOST_NOT_LOCAL: { text: (host: string) => `${host} is not an address of this machine; pass --host` },
  RPM_HOST_NOT_FOUND: { text: (host: string) => `host ${host} is not found; pass --host` },
  RPM_FLAG_INVALID: { text: (commanderLine: string) => `${commanderLine} (--help lists the flags)` },
  RPM_WORKERS_GAVE_UP: { text: WORKERS.givingUp },
});

export const MOCK_START = { ...TOKEN_CONFIG, ...DATA, ...RUN };
