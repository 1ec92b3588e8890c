// Each of issue 20's attacks on the mock, with the mock it needs started fresh and stopped after:
// what the hostile tests check and bench/hostileMock.ts prints.
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
  underAttack,
  watchedFolderRecreated,
  watchedSpecialFiles,
  type AttackFigures,
} from './mockAttacks';

/** The compiled mock, as `npm run test:hostile` builds it; `MOCK_BIN` names another build (main's, to measure before). */
export const BUILT_MOCK = process.env.MOCK_BIN ?? builtBin('release-pages-mock');

/**
 * The built mock in its own process on a free loopback port, the clock fixed, its log at `info`
 * (reloads and refusals of --watch show there). `heapMb` bounds its heap, so that an unbounded
 * build (main's, measured before) fails instead of taking the machine.
 */
export function startMockProcess(args: string[], { heapMb = 2048 } = {}): Promise<BuiltProcess> {
  return startBuiltProcess(BUILT_MOCK, ['--port', '0', '--now', '2026-03-01T12:00:00Z', '--log-format', 'json', ...args], {
    listening: /listening on (http:\S+)/,
    nodeFlags: [`--max-old-space-size=${heapMb}`],
    env: { MOCK_LOG_LEVEL: 'info' },
  });
}

/** Kill a build past this (an unbounded one, measured before): the figure then says "past 1,500 MB". */
export const KILL_ABOVE_MB = 1500;

async function withMock<T>(args: string[], attack: (mock: BuiltProcess, ready: () => void) => Promise<T>): Promise<AttackFigures<T> & { output: string }> {
  const mock = await startMockProcess(args);
  try {
    const figures = await underAttack(mock, attack.length < 2 ? () => attack(mock, () => undefined) : (ready) => attack(mock, ready), KILL_ABOVE_MB);
    return { ...figures, alive: figures.alive && mock.alive(), output: mock.output() };
  } finally {
    await mock.stop();
  }
}

/** A small generated dataset as fixtures records, as `release-pages-mock export` writes them (made here: a mock process to serve them would cost the run a start). */
const recordsOf = (count: number): unknown[] => exportedReleases({ seed: 42, count, now: FIXED_NOW, timezone: 'UTC' });

/** The sizes of the attacks: the issue's (a 100 MB body) for the figures, smaller (but past every bound) for the tests. */
export interface AttackSizes {
  hugeBodyKeys: number;
}
export const ISSUE_SIZES: AttackSizes = { hugeBodyKeys: 7_600_000 };
/** 2 million keys, 26 MB: past the 16 MB body bound, and built in a few seconds. */
export const TEST_SIZES: AttackSizes = { hugeBodyKeys: 2_000_000 };

/** Each attack by name: what it runs, on a mock with the flags it needs. */
export const mockAttacks = (sizes: AttackSizes) => ({
  'pipelined latency requests': () => withMock(['--count', '50'], (mock, ready) => pipelinedLatency(mock, ready)),
  '1,000 latency connections': () => withMock(['--count', '50'], (mock, ready) => manyLatencyConnections(mock, ready)),
  'quadratic admin body': () => withMock(['--count', '50', '--admin'], (mock) => quadraticAdminBody(mock)),
  'huge admin bodies': () => withMock(['--count', '50', '--admin'], (mock) => hugeAdminBodies(mock, sizes.hugeBodyKeys)),
  'cross-origin admin': () => withMock(['--count', '50', '--admin'], (mock) => crossOriginAdmin(mock)),
  'out-of-range clocks and ids': () => withMock(['--count', '50', '--admin'], (mock) => outOfRange(mock)),
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
