// The README's examples and what the mock answers to them: the seed-42, 500-release mock with the
// clock at 2026-03-01T12:00:00Z, seen at 127.0.0.1:4010 (what README.md says it shows).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { testApp } from '../src/mock/testing/testApp';
import { findExamples, type ExamplePair } from '../src/check-examples/documents/findExamples';
import { headerOf } from '../src/check-examples/documents/parseHttpBlock';

export const README = join(__dirname, '..', 'README.md');

export const readmeExamples = (text = readFileSync(README, 'utf8')): ExamplePair[] => findExamples(README, 'README.md', text).pairs;

const { app } = testApp();

/** The mock's status and body for an example's request. */
export async function mockAnswerTo(pair: ExamplePair): Promise<{ status: number; body: unknown }> {
  const { exchange } = pair.read;
  const authorization = headerOf(exchange!.request.headers, 'Authorization')?.value;
  const answer = await request(app)
    .get(exchange!.request.target)
    .set('Host', '127.0.0.1:4010')
    .set(authorization ? { Authorization: authorization } : {});
  return { status: answer.status, body: answer.body };
}

/** The status an example shows (200 when it shows none). */
export const statusOf = (pair: ExamplePair): number => pair.read.exchange?.response?.status ?? 200;
