// npm run bench:npx-start: the default mock's first answer as a team gets it (the packed
// tarball installed into an empty project, started with `npx release-pages-mock`), beside the same
// launcher starting a bare node:http server, alternating in one run (the target: within 1.5 times the bare server's).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { installedProject, packTarball } from '../src/bin/testing/packedProject';
import { closedPort } from '../src/net/testing/listenLocally';
import { AUTH, LIST, sleep } from './servers';
import { median } from './latency';

/** How often the first answer is asked for: fine enough to tell 0.1 s apart. */
const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

/** A package whose bin is a bare node:http server on `--port`, packed so that npx starts it as it starts ours. */
async function bareHttpTarball(dir: string): Promise<string> {
  const source = join(dir, 'bare-http-bin');
  mkdirSync(source);
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name: 'bare-http-bin', version: '1.0.0', bin: { 'bare-http-bin': 'bin.js' } }));
  writeFileSync(
    join(source, 'bin.js'),
    [
      '#!/usr/bin/env node',
      "const port = Number(process.argv[process.argv.indexOf('--port') + 1]);",
      "require('node:http').createServer((req, res) => { res.setHeader('Content-Type', 'application/json'); res.end('{\"ok\":true}'); }).listen(port, '127.0.0.1');",
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return packTarball(dir, source);
}

/** Milliseconds from spawning `npx <bin> --port P` in `project` to its first 200 on `path`. */
async function firstAnswerMs(project: string, bin: string, path: string): Promise<number> {
  const port = await closedPort();
  const started = performance.now();
  // Its own process group, so that stopping it stops npm's child too.
  const child = spawn('npx', ['--no-install', bin, '--port', String(port)], {
    cwd: project,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, MOCK_LOG_LEVEL: 'silent' },
  });
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`${bin} exited with ${child.exitCode} before answering`);
      const status = await fetch(`http://127.0.0.1:${port}${path}`, { headers: AUTH }).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await sleep(POLL_MS);
    }
    throw new Error(`${bin} did not answer within ${GIVE_UP_MS} ms`);
  } finally {
    process.kill(-child.pid!, 'SIGKILL');
  }
}

async function main(): Promise<void> {
  const options = new Command().addOption(new Option('--runs <n>', 'start-ups of each, alternating').default('5')).parse().opts<{ runs: string }>();
  const dir = mkdtempSync(join(tmpdir(), 'installed-start-'));
  try {
    console.log('packing and installing (npm pack builds the package first)...');
    const tarballs = [await packTarball(dir), await bareHttpTarball(dir)];
    const project = await installedProject(dir, 'project', tarballs[0], [tarballs[1]]);
    const mock: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < Number(options.runs); i++) {
      bare.push(await firstAnswerMs(project, 'bare-http-bin', '/'));
      mock.push(await firstAnswerMs(project, 'release-pages-mock', `${LIST}&limit=20`));
    }
    const cells = (values: number[]) => values.map((v) => Math.round(v)).join(' / ');
    console.log(`npx bare-http-bin, spawn to first answer (ms): ${cells(bare)}; median ${Math.round(median(bare))}`);
    console.log(
      `npx release-pages-mock (default: 500 releases, validation on), spawn to first answer (ms): ${cells(mock)}; median ${Math.round(median(mock))}`,
    );
    console.log(`ratio of the medians: ${(median(mock) / median(bare)).toFixed(2)} (target: within 1.5)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
