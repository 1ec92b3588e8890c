// docs/errors.md and the registry are one list: every code of either is in the other, with the same status and the same text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS, statusOf, type ErrorCode } from './index';
import { textTemplate } from './textTemplate';

const DOC = join(__dirname, '..', '..', '..', 'docs', 'errors.md');

interface DocumentedError {
  code: string;
  status: string;
  text: string;
}

/** The rows of the page's tables whose first cell is a code: `` | `RPM_X` | — | `text` | what to do | ``. */
function documentedErrors(markdown: string): DocumentedError[] {
  return [...markdown.matchAll(/^\| `(RP[A-Z]?_[A-Z0-9_]+)` \| ([^|]+) \| (``? ?)(.*?)( ?``?) \| .+ \|$/gm)].map(([, code, status, , text]) => ({
    code,
    status: status.trim(),
    text,
  }));
}

const documented = documentedErrors(readFileSync(DOC, 'utf8'));
const registered = Object.keys(ERRORS) as ErrorCode[];

test('the page documents codes, each once', () => {
  expect(documented.length).toBeGreaterThan(100);
  const codes = documented.map((row) => row.code);
  expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
});

test('every code of the registry is documented', () => {
  const codes = new Set(documented.map((row) => row.code));
  expect(registered.filter((code) => !codes.has(code))).toEqual([]);
});

test('every documented code is in the registry', () => {
  expect(documented.map((row) => row.code).filter((code) => !(code in ERRORS))).toEqual([]);
});

test("each documented status is the registry's (— for an error that is no answer)", () => {
  const differing = documented
    .filter((row) => row.code in ERRORS)
    .filter((row) => row.status !== String(statusOf(row.code as ErrorCode) ?? '—'))
    .map((row) => `${row.code}: documented ${row.status}, registered ${statusOf(row.code as ErrorCode) ?? '—'}`);
  expect(differing).toEqual([]);
});

test("each documented text is the registry's, arguments named in braces", () => {
  const differing = documented
    .filter((row) => row.code in ERRORS)
    .filter((row) => row.text !== textTemplate(row.code as ErrorCode))
    .map((row) => `${row.code}: documented "${row.text}", registered "${textTemplate(row.code as ErrorCode)}"`);
  expect(differing).toEqual([]);
});

test('a page that differs from the registry is caught: a code left out, one added, another status, another text', () => {
  const page = readFileSync(DOC, 'utf8');
  const rows = (markdown: string) => new Map(documentedErrors(markdown).map((row) => [row.code, row]));
  expect(rows(page.replace(/^\| `RPM_TOKENS_EMPTY` .*\n/m, '')).has('RPM_TOKENS_EMPTY')).toBe(false);
  expect(rows(`${page}\n| \`RPM_NOT_A_CODE\` | — | \`x\` | y |\n`).has('RPM_NOT_A_CODE')).toBe(true);
  expect(rows(page.replace('| `RPA_TOKEN_INVALID` | 401 |', '| `RPA_TOKEN_INVALID` | 403 |')).get('RPA_TOKEN_INVALID')?.status).toBe('403');
  expect(rows(page.replace('`Invalid token.`', '`Invalid token`')).get('RPA_TOKEN_INVALID')?.text).not.toBe(textTemplate('RPA_TOKEN_INVALID'));
});

test('a text with a backtick is read from its double-backtick cell', () => {
  expect(documentedErrors('| `RPM_X` | — | `` a `b` c `` | d |')).toEqual([{ code: 'RPM_X', status: '—', text: 'a `b` c' }]);
});
