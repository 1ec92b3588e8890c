// The project's own example requests rely on nothing the spec leaves open: every listing request
// written in the README and docs/, and the start banner's "try:" line, judged by the request rules
// (spec profile) has no `unstated` verdict. A request shown to be refused may be refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { requestJudge } from '../src/mock/journal/journalEntry';
import { parseServerOptions, serverCommand } from '../src/mock/options';
import { startServer } from '../src/mock/server';

const ROOT = join(__dirname, '..');
const DOCUMENTS = [
  'README.md',
  'contract-tests/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** A listing request as the documents write it: up to a space, a quote, a backtick or a bracket. */
const LISTING = /\/api\/v2\/pages\/\?type=releases\.ReleasePage[^\s'"`)\]]*/g;

const judge = requestJudge('spec');
const unstated = (target: string) =>
  judge('GET', target, 'Token dev-token')
    .filter((verdict) => verdict.kind === 'unstated')
    .map((verdict) => verdict.actual);

const written = DOCUMENTS.flatMap((document) =>
  readFileSync(join(ROOT, document), 'utf8')
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(LISTING)].map((match) => [`${document}:${i + 1}`, match[0]] as const)),
);

test('the documents write listing requests to judge', () => {
  expect(written.length).toBeGreaterThanOrEqual(5);
});

test.each(written)('%s %s relies on nothing the spec leaves open', (_where, target) => {
  expect(unstated(target)).toEqual([]);
});

test("the start banner's try: line relies on nothing the spec leaves open", async () => {
  const running = await startServer(parseServerOptions(['--port', '0', '--count', '20'], serverCommand().exitOverride()), pino({ level: 'silent' }));
  try {
    const tryLine = running.summary.find((line) => line.includes('try:'));
    const target = /'(http:\/\/[^']+)'/.exec(tryLine ?? '')?.[1];
    expect(target).toBeDefined();
    const url = new URL(target!);
    expect(unstated(url.pathname + url.search)).toEqual([]);
  } finally {
    await new Promise((closed) => running.server.close(closed));
  }
});

test('the judge finds what these tests look for', () => {
  expect(unstated('/api/v2/pages/?type=releases.ReleasePage&limit=5')).toEqual(['limit=5 without ordering']);
  expect(unstated('/api/v2/pages/?type=releases.ReleasePage&fields=_,id')).toHaveLength(1);
});
