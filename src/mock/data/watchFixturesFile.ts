import { watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { StoredRelease } from '../../core/types';
import type { MockLogger } from '../mockLogger';
import { loadFixturesFile } from './loadFixturesFile';

/** Editors write a file in several steps (truncate, write, rename): reload once they are quiet. */
const QUIET_MS = 100;

/**
 * Reloads a fixtures file whenever it changes, validated in full before `use` sees it. A version
 * that does not load is one error line naming the record and field, and `use` is not called:
 * the data in use stays. The folder is watched, not the file, so that a file replaced by a rename
 * (as many editors save) is still followed. Returns the function that stops watching.
 */
export function watchFixturesFile(path: string, use: (releases: StoredRelease[]) => void, logger: MockLogger): () => void {
  const name = basename(path);
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    try {
      const releases = loadFixturesFile(path);
      use(releases);
      logger.info(`fixtures file ${path}: reloaded, ${releases.length} releases`);
    } catch (error) {
      logger.error(`${(error as Error).message}; the previous data stays in use`);
    }
  };
  const watcher = watch(dirname(path), (_event, changed) => {
    if (changed !== null && changed !== name) return;
    clearTimeout(timer);
    timer = setTimeout(reload, QUIET_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
