// npm run bench:generation [-- --count N --seed S --data <folder> --digest]: the CPU time of generating a
// dataset (`generateDataset`, 1M releases by default), in one process, by phase: the whole
// generation with the main thread's garbage-collection pauses in it, then the slugs alone again (the
// same titles into a fresh registry). `--data` takes the data folder of another checkout (an
// unpacked `git archive`), so that two builds are compared one per process, run alternately: in-process
// comparisons of two builds disagreed by more than the effects. CPU time is the process's (user +
// system, the collector's helper threads included); the machine is shared: say the load. `--digest`
// adds the SHA-256 of the releases' JSON, to hold two builds' datasets byte-identical.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    data: { type: 'string', default: join(__dirname, '..', 'src', 'mock', 'data') },
    digest: { type: 'boolean', default: false },
  },
});
const data = resolve(values.data);
/* eslint-disable @typescript-eslint/no-require-imports -- the data folder is chosen on the command line */
const { generateDataset } = require(join(data, 'generateDataset')) as typeof import('../src/mock/data/generateDataset');
const { SlugRegistry } = require(join(data, 'slugs')) as typeof import('../src/mock/data/slugs');
const { createClock } = require(join(data, '..', 'domain', 'clock')) as typeof import('../src/mock/domain/clock');
/* eslint-enable @typescript-eslint/no-require-imports */

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

const count = Number(values.count);
const load = loadavg()[0].toFixed(1);
const clock = createClock({ now: '2026-03-01T12:00:00Z' });

let cpu = process.cpuUsage();
let wall = performance.now();
const releases = generateDataset({ seed: Number(values.seed), count, clock });
const generation = { cpu: cpuMs(cpu), wall: performance.now() - wall };
// The observer's entries arrive on a later turn of the event loop.
setTimeout(() => {
  const generationGc = gcMs;
  cpu = process.cpuUsage();
  wall = performance.now();
  const slugs = new SlugRegistry();
  for (const release of releases) slugs.unique(release.title, 'release', release.id);
  const slugPhase = { cpu: cpuMs(cpu), wall: performance.now() - wall };
  const heapMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
  console.log(
    `${count} releases (${data}), load ${load}: generation ${generation.cpu.toFixed(0)} ms CPU (${generation.wall.toFixed(0)} ms wall, ` +
      `main-thread GC ${generationGc.toFixed(0)} ms); slugs again ${slugPhase.cpu.toFixed(0)} ms CPU; heap ${heapMb} MB`,
  );
  if (values.digest) {
    const hash = createHash('sha256');
    for (const release of releases) hash.update(JSON.stringify(release));
    console.log(`releases' JSON: sha256 ${hash.digest('hex')}`);
  }
}, 100);
