// Rewrites the JSON answers of README.md's examples with what the mock really answers (seed 42,
// 500 releases, clock 2026-03-01T12:00:00Z, host 127.0.0.1:4010), for when the generator changes.
// scripts/readmeExamples.test.ts fails until this is run and the result committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { mockAnswerTo, README, readmeExamples } from './readmeExamples';

async function main(): Promise<void> {
  const text = readFileSync(README, 'utf8');
  const lines = text.split('\n');
  // From the last example up, so that earlier line numbers stay right.
  for (const pair of readmeExamples(text).reverse()) {
    const { body } = await mockAnswerTo(pair);
    const bodyLines = pair.body.text.replace(/\n$/, '').split('\n').length;
    lines.splice(pair.body.line - 1, bodyLines, ...JSON.stringify(body, null, 2).split('\n'));
  }
  writeFileSync(README, lines.join('\n'));
  console.log('README.md examples refreshed from the mock');
}

void main();
