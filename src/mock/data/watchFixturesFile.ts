// `--watch`: reloads the fixtures file when it changes, keeping the old data when the new is broken.
import { realpathSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';
import type { StoredRelease } from '../../core/types';
import type { MockLogger } from '../mockLogger';
import { FixturesError, loadFixturesFile } from './loadFixturesFile';
import type { RecordBounds } from './releaseRecords';

/** Editors write a file in several steps (truncate, write, rename): reload once they are quiet. */
const QUIET_MS = 100;
/** How often the folder is looked at: gone (deleted), or back as a new folder the watcher does not see. */
const FOLDER_CHECK_MS = 1000;

export interface WatchOptions {
  /** `--fixtures-max-bytes`: a larger version is refused as a broken one is. */
  maxBytes: number;
  /** `--max-record-values` and `--max-problem-lines`, as at start-up. */
  recordBounds?: RecordBounds;
  folderCheckMs?: number;
}

/** The folder's identity: a folder deleted and made again is another inode, which the old watcher does not follow. */
function folderIdentity(folder: string): string | undefined {
  try {
    const stats = statSync(folder);
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/** Why the file is not read when it is a link leading out of its folder (to `/dev/zero`, say); undefined otherwise. */
function linkRefusal(path: string, folder: string): string | undefined {
  const target = realpathSync(path);
  const realFolder = realpathSync(folder);
  return target.startsWith(realFolder + sep) ? undefined : `is a link out of its folder (to ${target}), which --watch does not follow`;
}

/**
 * Reloads a fixtures file whenever it changes, validated in full before `use` sees it. A version
 * that does not load (broken, over `maxBytes`, not a regular file, a link out of the folder) is one
 * error line, and `use` is not called: the data in use stays. The folder is watched, not the file,
 * so that a file replaced by a rename (as many editors save) is still followed; a folder deleted is
 * said once on the log, and watched again (and the file reloaded) when it comes back. Returns the
 * function that stops watching.
 */
export function watchFixturesFile(
  path: string,
  use: (releases: StoredRelease[]) => void | Promise<void>,
  logger: MockLogger,
  options: WatchOptions,
): () => void {
  const name = basename(path);
  const folder = dirname(resolve(path));
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  let identity: string | undefined;
  const reload = () => {
    try {
      const refusal = linkRefusal(path, folder);
      if (refusal !== undefined) throw new FixturesError('RPM_FIXTURES_LINK_REFUSED', path, refusal);
      const releases = loadFixturesFile(path, options.maxBytes, options.recordBounds);
      // Served once prepared (a large dataset between requests); stopped with the server, it is not reported.
      Promise.resolve(use(releases)).then(
        () => logger.info(`fixtures file ${path}: reloaded, ${releases.length} releases`),
        (error: Error) => {
          if (error.name !== 'AbortError') logger.error(`fixtures file ${path}: cannot be served: ${error.message}; the previous data stays in use`);
        },
      );
    } catch (error) {
      logger.error(
        `${error instanceof FixturesError ? error.message : `fixtures file ${path}: cannot be read: ${(error as Error).message}`}; the previous data stays in use`,
      );
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(reload, QUIET_MS);
  };
  const arm = () => {
    watcher?.close();
    watcher = undefined;
    identity = folderIdentity(folder);
    if (identity === undefined) return;
    watcher = watch(folder, (_event, changed) => {
      if (changed === null || changed === name) schedule();
    });
    // A folder deleted under the watcher; the check below says so and watches again when it is back.
    watcher.on('error', () => undefined);
  };
  const check = setInterval(() => {
    const now = folderIdentity(folder);
    if (now === identity) return;
    if (now === undefined) {
      logger.error(`fixtures folder ${folder}: gone; the data in use stays, and the folder is watched for again`);
      arm();
      return;
    }
    logger.warn(`fixtures folder ${folder}: back; watching it again`);
    arm();
    schedule();
  }, options.folderCheckMs ?? FOLDER_CHECK_MS);
  check.unref();
  arm();
  return () => {
    clearTimeout(timer);
    clearInterval(check);
    watcher?.close();
  };
}
