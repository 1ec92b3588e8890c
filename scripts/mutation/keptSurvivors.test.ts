// The mutation run's settings name files that exist, the kept list of survivors is well-formed, and a run's survivors are set against it by code, not line.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseKeptSurvivors, type KeptSurvivor } from './keptSurvivors';
import { CODE_CHARS, identityKey, identityOf, shortCode, type ReportedMutant } from './mutantIdentity';
import { survivorsAgainstKept, type MutationReport } from './survivorsAgainstKept';
import { KEPT_LIST, survivorsReport } from './survivorsReport';

const ROOT = join(__dirname, '..', '..');
const load = createRequire(__filename);
const config = load(join(ROOT, 'stryker.config.js')) as { mutate: string[]; plugins: string[]; ignorers: string[] };
const ignorer = load('./notListingLogic.js') as {
  NOT_LISTING_LOGIC: Record<string, Record<string, string>>;
  notListingLogic: (fileName: string, path: unknown) => string | undefined;
  strykerPlugins: { kind: string; name: string }[];
};

describe('the mutation settings', () => {
  test('name mutated files that exist, and an ignorer the plugin provides', () => {
    expect(config.mutate.length).toBeGreaterThan(0);
    expect(config.mutate.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    expect(config.plugins.filter((plugin) => plugin.startsWith('/')).filter((plugin) => !existsSync(plugin))).toEqual([]);
    expect(config.ignorers).toEqual(ignorer.strykerPlugins.map((plugin) => plugin.name));
  });

  test('leave out by name only functions of mutated files that still carry that name', () => {
    const missing: string[] = [];
    for (const [file, names] of Object.entries(ignorer.NOT_LISTING_LOGIC)) {
      expect(config.mutate).toContain(file);
      const source = readFileSync(join(ROOT, file), 'utf8');
      for (const name of Object.keys(names))
        if (!new RegExp(`(function\\*?|get|private|const|\\*)\\s+${name}\\b|^\\s+(static\\s+)?\\*?${name}\\(`, 'm').test(source))
          missing.push(`${file}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  test('the ignorer gives a reason inside a named function of its file, and none elsewhere', () => {
    const method = { node: { type: 'ClassMethod', key: { name: 'matchesUpTo' } }, parentPath: null };
    const inside = { node: { type: 'BinaryExpression' }, parentPath: method };
    expect(ignorer.notListingLogic('/sandbox/src/mock/store/releaseStore.ts', inside)).toMatch(/^not listing logic \(matchesUpTo\): /);
    expect(ignorer.notListingLogic('/sandbox/src/mock/store/statusIndex.ts', inside)).toBeUndefined();
    const other = { node: { type: 'BinaryExpression' }, parentPath: { node: { type: 'ClassMethod', key: { name: 'query' } }, parentPath: null } };
    expect(ignorer.notListingLogic('/sandbox/src/mock/store/releaseStore.ts', other)).toBeUndefined();
  });
});

describe('the kept list', () => {
  const kept = parseKeptSurvivors(JSON.parse(readFileSync(KEPT_LIST, 'utf8')));

  test('is well-formed, and names only mutated files', () => {
    expect(kept.filter((entry) => !config.mutate.includes(entry.file)).map((entry) => entry.file)).toEqual([]);
  });

  test('names each survivor once', () => {
    const keys = kept.map(identityKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  test('refuses an entry without a verdict, and a gap without its probe', () => {
    const entry = {
      file: 'a.ts',
      mutator: 'EqualityOperator',
      line: 'x < y',
      at: 0,
      original: 'x < y',
      replacement: 'x <= y',
      verdict: 'gap',
      reason: 'the bound is never probed',
    };
    expect(() => parseKeptSurvivors({ survivors: [entry] })).toThrow('survivors[0] is a gap without the probe that would kill it');
    expect(() => parseKeptSurvivors({ survivors: [{ ...entry, verdict: 'fine' }] })).toThrow('survivors[0].verdict is not one of equivalent, not shown, gap');
    expect(parseKeptSurvivors({ survivors: [{ ...entry, probe: 'limit=0' }] })).toHaveLength(1);
  });
});

describe('a run set against the kept list', () => {
  const source = ['export function f(a: number, b: number) {', '  return a < b && b < 10;', '}', ''].join('\n');
  const at = (line: number, from: number, to: number) => ({ start: { line, column: from }, end: { line, column: to } });
  const mutants: ReportedMutant[] = [
    { mutatorName: 'EqualityOperator', replacement: 'a <= b', status: 'Survived', location: at(2, 10, 15) },
    { mutatorName: 'EqualityOperator', replacement: 'b <= 10', status: 'Survived', location: at(2, 19, 25) },
    { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Killed', location: at(2, 10, 15) },
    { mutatorName: 'BlockStatement', replacement: '{}', status: 'Timeout', location: { start: { line: 1, column: 41 }, end: { line: 3, column: 2 } } },
    { mutatorName: 'ConditionalExpression', replacement: 'false', status: 'Ignored', location: at(2, 19, 25) },
  ];
  const report: MutationReport = { files: { 'src/f.ts': { source, mutants } } };
  const first = identityOf('src/f.ts', source, mutants[0]);
  const keptFirst: KeptSurvivor = { ...first, verdict: 'not shown', reason: 'the mock orders ties its own way' };

  test('identifies a mutant by its line, its place in the line and its code', () => {
    expect(first).toEqual({ file: 'src/f.ts', mutator: 'EqualityOperator', line: 'return a < b && b < 10;', at: 7, original: 'a < b', replacement: 'a <= b' });
    expect(identityOf('src/f.ts', source, mutants[3]).original).toBe('{ return a < b && b < 10; }');
  });

  test('scores as StrykerJS does, and lists the survivors the list does not explain', () => {
    const result = survivorsAgainstKept(report, [keptFirst]);
    expect(result.score).toBe(50);
    expect(result.explained).toEqual({ equivalent: 0, 'not shown': 1, gap: 0 });
    expect(result.unexplained.map((s) => [s.where, s.original])).toEqual([['src/f.ts:2', 'b < 10']]);
    expect(result.stale).toEqual([]);
  });

  test('still knows a kept survivor when lines move, and names an entry no survivor matches', () => {
    const moved = {
      files: {
        'src/f.ts': {
          source: `// a comment\n\n${source}`,
          mutants: mutants.map((m) => ({ ...m, location: at(m.location.start.line + 2, m.location.start.column, m.location.end.column) })),
        },
      },
    };
    expect(survivorsAgainstKept(moved, [keptFirst]).explained['not shown']).toBe(1);
    const killed = { ...keptFirst, at: 0, reason: 'the code has changed since' };
    expect(survivorsAgainstKept(report, [keptFirst, killed]).stale).toEqual([killed]);
  });

  test('ends 0 only when every survivor is explained and no entry is stale', () => {
    const second: KeptSurvivor = { ...identityOf('src/f.ts', source, mutants[1]), verdict: 'gap', reason: 'no probe sends b at 10', probe: 'f(1, 10)' };
    expect(survivorsReport(report, [keptFirst, second])).toEqual({
      lines: [
        'mutation score 50.00% (1 killed, 1 timed out, 2 survived, 0 not reached, 1 ignored as not listing logic)',
        'survivors: 0 equivalent, 1 not shown, 1 gaps, 0 unexplained',
      ],
      code: 0,
    });
    expect(survivorsReport(report, [keptFirst]).code).toBe(1);
  });

  test('keeps long code as its start and end', () => {
    const long = shortCode(`{ ${'x'.repeat(300)} }`);
    expect(long).toHaveLength(CODE_CHARS);
    expect(long).toMatch(/^\{ x+…x+ \}$/);
  });
});
