// Tests that docs/rules.md and the suite agree with the rule catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE, ruleEntry } from '.';
import { ALL_RULES } from '../contract/rules';

const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'rules.md'), 'utf8');

test('docs/rules.md lists every rule of the catalogue with its section, profile, input and tools', () => {
  const row = (e: (typeof CATALOGUE)[number]) =>
    `| \`${e.rule}\` | ${e.section} | ${e.profile} | ${e.input === 'exchange' ? 'one answer' : 'answers of one query'} | ${e.judgedBy.join(', ')} |`;
  expect(CATALOGUE.filter((e) => !doc.includes(row(e))).map((e) => e.rule)).toEqual([]);
});

test("the suite's rules of the catalogue's names take their section and statement from it", () => {
  const shared = ALL_RULES.filter((r) => CATALOGUE.some((e) => e.rule === r.name));
  expect(shared.length).toBeGreaterThan(20);
  for (const r of shared)
    expect({ name: r.name, section: r.section, statement: r.statement }).toEqual({
      name: r.name,
      section: ruleEntry(r.name).section,
      statement: ruleEntry(r.name).statement,
    });
});

test('a name the catalogue does not hold is a fault of the caller', () => {
  expect(() => ruleEntry('no.such-rule')).toThrow('the rulebook has no rule no.such-rule');
});
