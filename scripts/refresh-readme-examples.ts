// Rewrites the JSON answers of README.md's examples with what the mock really answers (seed 42,
// 500 releases, clock 2026-03-01T12:00:00Z, host 127.0.0.1:4010), for when the generator changes.
// src/exampleChecker/readmeData.test.ts fails until this is run and the result committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { findExamples } from '../src/exampleChecker/findExamples';
import { headerOf, parseHttpBlock } from '../src/exampleChecker/parseHttpBlock';
import { testApp } from '../src/testing/testApp';

const README = join(__dirname, '..', 'README.md');

async function main(): Promise<void> {
  const text = readFileSync(README, 'utf8');
  const lines = text.split('\n');
  const { app } = testApp();
  // From the last example up, so that earlier line numbers stay right.
  for (const pair of findExamples(README, text).reverse()) {
    const { exchange } = parseHttpBlock(pair.request, pair.responseHead);
    const authorization = headerOf(exchange!.request.headers, 'Authorization')?.value;
    const answer = await request(app)
      .get(exchange!.request.target)
      .set('Host', '127.0.0.1:4010')
      .set(authorization ? { Authorization: authorization } : {});
    const bodyLines = pair.body.text.replace(/\n$/, '').split('\n').length;
    lines.splice(pair.body.line - 1, bodyLines, ...JSON.stringify(answer.body, null, 2).split('\n'));
  }
  writeFileSync(README, lines.join('\n'));
  console.log('README.md examples refreshed from the mock');
}

void main();
