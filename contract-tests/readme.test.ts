// Tests that contract-tests/README.md lists every rule and broken variant as the code has them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RULES } from '../src/contract/rules';
import { FAULTS } from './faults/index';
import { CATALOGUE } from '../src/rules';

const readme = readFileSync(join(__dirname, 'README.md'), 'utf8');

test('contract-tests/README.md lists every rule with its section', () => {
  expect(ALL_RULES.filter((r) => !readme.includes(`| \`${r.name}\` | ${r.section} |`)).map((r) => r.name)).toEqual([]);
});

test('contract-tests/README.md lists every broken variant with the rule that catches it', () => {
  const row = (name: string, rule: string) => `| ${name.replace(/\|/g, '\\|')} | \`${rule}\` |`;
  expect(FAULTS.filter((f) => !readme.includes(row(f.name, f.caughtBy))).map((f) => f.name)).toEqual([]);
});

test('contract-tests/README.md counts the rules of each profile', () => {
  const spec = ALL_RULES.filter((r) => r.profile === 'spec').length;
  expect(readme).toContain(`${ALL_RULES.length} rules: ${spec} in the \`spec\` profile, ${ALL_RULES.length - spec} more in \`mock\`.`);
});

describe('the coverage table', () => {
  const section = readme.slice(readme.indexOf('## Coverage of the documentation'), readme.indexOf('## Rules'));
  const rows = section
    .split('\n')
    .filter((line) => /^\| (Intro|§\d)/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const rulesOf = (cell: string) => [...cell.matchAll(/`([a-z]+\.[a-z0-9-]+)`/g)].map((m) => m[1]);

  test("names only rules that exist, and variants each caught by one of its row's rules", () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const [, , checkedBy, provedBy] of rows) {
      const rules = rulesOf(checkedBy);
      for (const name of rules) expect(ALL_RULES.map((r) => r.name)).toContain(name);
      for (const variant of provedBy.split(' / ').filter(Boolean)) {
        const fault = FAULTS.find((f) => f.name === variant);
        expect({ variant, found: fault !== undefined }).toEqual({ variant, found: true });
        if (rules.length > 0) expect(rules).toContain(fault!.caughtBy);
      }
    }
  });

  test('holds every rule of the spec profile, each proved by a variant', () => {
    const covered = new Set(rows.flatMap(([, , checkedBy]) => rulesOf(checkedBy)));
    expect(ALL_RULES.filter((r) => r.profile === 'spec' && !covered.has(r.name)).map((r) => r.name)).toEqual([]);
    expect(ALL_RULES.filter((r) => !FAULTS.some((f) => f.caughtBy === r.name)).map((r) => r.name)).toEqual([]);
  });

  test("says which tools judge each row, as the rulebook's catalogue records it (the suite alone where the catalogue does not name the rule)", () => {
    const judgedBy = (rule: string) => CATALOGUE.find((e) => e.rule === rule)?.judgedBy ?? ['suite'];
    for (const [, , checkedBy, , tools] of rows) {
      const rules = rulesOf(checkedBy);
      const expected = (['suite', 'proxy', 'checker'] as const).filter((tool) => rules.some((rule) => judgedBy(rule).includes(tool))).join(', ');
      expect({ checkedBy, tools }).toEqual({ checkedBy, tools: expected });
    }
  });
});
