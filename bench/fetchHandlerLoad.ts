// The fetch handler (release-pages-mock/fetch, built) under load in its own process: `connections`
// loops, each awaiting its answers, over the given paths for `seconds` (or the seconds a line on stdin
// names). Prints {"rps", "answered", "seconds", "non2xx"} as JSON for each line read on stdin, after a first line `ready`. Reads its settings as one JSON argument (bench/asStarted.ts passes them).
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { createFetchHandler as Create } from '../src/fetch';

interface Settings {
  count: number;
  now: string;
  paths: string[];
  seconds: number;
  connections: number;
  /** The build's `dist` folder whose handler is measured (the one `--mock-bin` names). */
  dist: string;
}

async function main(): Promise<void> {
  const settings = JSON.parse(process.argv[2]) as Settings;
  // The built package, as a user's tests import it.
  const { createFetchHandler } = (await import(join(settings.dist, 'fetch', 'index.js'))) as { createFetchHandler: typeof Create };
  const handler = createFetchHandler({ seed: 1, count: settings.count, now: settings.now });
  const headers = { Authorization: 'Token dev-token' };
  const ask = async (i: number) => {
    const response = await handler(new Request(`http://127.0.0.1${settings.paths[i % settings.paths.length]}`, { headers }));
    await response.arrayBuffer();
    return response.status;
  };
  // Warm-up: every path once, as the server's figures follow a first pass too.
  for (let i = 0; i < settings.paths.length; i++) await ask(i);
  console.log('ready');
  // One run per line on stdin, so that the parent measures its ceiling right before each.
  for await (const line of createInterface({ input: process.stdin })) {
    const seconds = line === '' ? settings.seconds : Number(line);
    if (!(seconds > 0)) throw new Error(`unexpected input: ${line}`);
    const end = performance.now() + seconds * 1000;
    let answered = 0;
    let non2xx = 0;
    const loop = async (start: number) => {
      for (let i = start; performance.now() < end; i++) {
        if ((await ask(i)) >= 300) non2xx++;
        answered++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: settings.connections }, (_, c) => loop(Math.floor((c * settings.paths.length) / settings.connections))));
    const took = (performance.now() - started) / 1000;
    console.log(JSON.stringify({ rps: answered / took, answered, seconds: took, non2xx }));
  }
}

void main();
