import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RULES } from '../src/contract/rules';
import { FAULTS } from './faults/index';

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
