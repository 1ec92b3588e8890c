// Each hostile-input attack on the mock, with the mock it needs started fresh and stopped after (the
// admin attacks share one --admin mock): what the hostile tests check and bench/hostileMock.ts prints.
import { builtBin, startBuiltProcess, type BuiltProcess } from '../../net/testing/builtProcess';
import { exportedReleases } from '../exportCommand';
import { FIXED_NOW } from './testApp';
import {
  crossOriginAdmin,
  fixturesFolder,
  hugeAdminBodies,
  manyLatencyConnections,
  outOfRange,
  pipelinedLatency,
  quadraticAdminBody,
  mockUnderAttack,
  watchedFolderRecreated,
  watchedSpecialFiles,
  type MockAttackFigures,
} from './mockAttacks';

/** The compiled mock, as `npm run test:hostile` builds it; `MOCK_BIN` names another build, to compare. */
export const BUILT_MOCK = process.env.MOCK_BIN ?? builtBin('release-pages-mock');

/**
 * The built mock in its own process on a free loopback port, the clock fixed, its log at `info`
 * (reloads and refusals of --watch show there). `heapMb` bounds its heap, so that an unbounded
 * build fails instead of taking the machine.
 */
export function startMockProcess(args: string[], { heapMb = 2048 } = {}): Promise<BuiltProcess> {
  return startBuiltProcess(BUILT_MOCK, ['--port', '0', '--now', '2026-03-01T12:00:00Z', '--log-format', 'json', ...args], {
    listening: /listening on (http:\S+)/,
    nodeFlags: [`--max-old-space-size=${heapMb}`],
    env: { MOCK_LOG_LEVEL: 'info' },
  });
}

/** Kill a build past this (an unbounded one): its figure then says it went past this bound. */
export const KILL_ABOVE_MB = 1500;

type Attack<T> = (mock: BuiltProcess, ready: () => void) => Promise<T>;

/** `attack` on a running mock, with the figures `underAttack` measures and what the mock logged meanwhile. */
async function attackOn<T>(mock: BuiltProcess, attack: Attack<T>): Promise<MockAttackFigures<T> & { output: string }> {
  const logFrom = mock.output().length;
  const figures = await mockUnderAttack(mock, attack.length < 2 ? () => attack(mock, () => undefined) : (ready) => attack(mock, ready), KILL_ABOVE_MB);
  return { ...figures, alive: figures.alive && mock.alive(), output: mock.output().slice(logFrom) };
}

async function withMock<T>(args: string[], attack: Attack<T>): Promise<MockAttackFigures<T> & { output: string }> {
  const mock = await startMockProcess(args);
  try {
    return await attackOn(mock, attack);
  } finally {
    await mock.stop();
  }
}

/**
 * One `--admin` mock for the admin attacks, started at the first and stopped by `stop` (a process
 * start each would cost the run seconds). They can share it: each is refused without changing the
 * data, except the cross-origin one's own DELETE, and the clock attack sets the clock back. Its
 * resident memory is then the peak since start, so each attack's figure is at least its own.
 */
export function sharedAdminMock(): { mock: () => Promise<BuiltProcess>; stop: () => Promise<void> } {
  let started: Promise<BuiltProcess> | undefined;
  return {
    mock: () => (started ??= startMockProcess(['--count', '50', '--admin'])),
    stop: async () => {
      if (started) await (await started).stop();
    },
  };
}

/** A small generated dataset as fixtures records, as `release-pages-mock export` writes them (made here: a mock process to serve them would cost the run a start). */
const recordsOf = (count: number): unknown[] => exportedReleases({ seed: 42, count, now: FIXED_NOW, timezone: 'UTC' });

/** The sizes of the attacks: full size for the figures, smaller (but past every bound) for the tests. */
export interface AttackSizes {
  hugeBodyKeys: number;
}
export const ISSUE_SIZES: AttackSizes = { hugeBodyKeys: 7_600_000 };
/** 2 million keys: past the admin body bound, and built in a few seconds. */
export const TEST_SIZES: AttackSizes = { hugeBodyKeys: 2_000_000 };

/** Each attack by name: what it runs, on a mock with the flags it needs. */
export const mockAttacks = (sizes: AttackSizes, admin: ReturnType<typeof sharedAdminMock>) => ({
  'pipelined latency requests': () => withMock(['--count', '50'], (mock, ready) => pipelinedLatency(mock, ready)),
  '1,000 latency connections': () => withMock(['--count', '50'], (mock, ready) => manyLatencyConnections(mock, ready)),
  'quadratic admin body': async () => attackOn(await admin.mock(), (mock) => quadraticAdminBody(mock)),
  'huge admin bodies': async () => attackOn(await admin.mock(), (mock) => hugeAdminBodies(mock, sizes.hugeBodyKeys)),
  'cross-origin admin': async () => attackOn(await admin.mock(), (mock) => crossOriginAdmin(mock)),
  'out-of-range clocks and ids': async () => attackOn(await admin.mock(), (mock) => outOfRange(mock)),
  'FIFO and /dev/zero in the watched folder': async () => {
    const folder = fixturesFolder(recordsOf(20));
    try {
      return await withMock(['--fixtures', folder.file, '--watch'], (mock) => watchedSpecialFiles(mock, folder.file));
    } finally {
      folder.remove();
    }
  },
  'watched folder deleted and made again': async () => {
    const records = recordsOf(20);
    const folder = fixturesFolder(records);
    try {
      return await withMock(['--fixtures', folder.file, '--watch'], (mock) => watchedFolderRecreated(mock, folder, records.slice(0, 7)));
    } finally {
      folder.remove();
    }
  },
});

export type MockAttackName = keyof ReturnType<typeof mockAttacks>;
