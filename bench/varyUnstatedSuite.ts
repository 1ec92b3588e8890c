// The contract suite in the spec profile against the built mock with --vary-unstated, over several
// seeds: every reading the mock picks must be one the spec admits. Prints each seed's
// verdict line and exits 1 if any run fails. `npm run build` first; loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { closedPort } from '../src/net/testing/listenLocally';
import { AUTH, LIST, NOW, ROOT, stopServer, waitForAnswer } from './servers';
import { MOCK_V8_FLAGS } from '../src/mock/v8Flags';

const SEEDS = (process.argv[2] ?? '1,2,3,4,5').split(',').map(Number);

async function runSeed(seed: number): Promise<{ code: number; summary: string }> {
  const port = await closedPort();
  const mock = spawn(
    process.execPath,
    [...MOCK_V8_FLAGS, join(ROOT, 'dist/bin/release-pages-mock.js'), '--port', String(port), '--seed', String(seed), '--now', NOW, '--vary-unstated'],
    {
      env: { ...process.env, MOCK_LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(mock, `${base}${LIST}&limit=1`, 'the mock', AUTH);
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'dist/bin/release-pages-contract.js'), '--base-url', base, '--token', 'dev-token', '--profile', 'spec', '--timezone', 'UTC'],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: 15 * 60 * 1000,
      },
    );
    const lines = `${run.stdout}${run.stderr}`.trimEnd().split('\n');
    const failed = lines.filter((line) => /^\s*(✗|FAIL\b)/.test(line)).slice(0, 20);
    return { code: run.status ?? 2, summary: [...failed, lines.at(-1) ?? ''].join('\n') };
  } finally {
    await stopServer({ child: mock });
  }
}

async function main() {
  let worst = 0;
  for (const seed of SEEDS) {
    const { code, summary } = await runSeed(seed);
    console.log(`seed ${seed}: exit ${code}\n${summary}\n`);
    worst = Math.max(worst, code);
  }
  process.exit(worst);
}

void main();
