// The mock's compiled code kept between starts, so that `npx release-pages-mock` answers sooner.
// Node 22.1+ has a cache built in (`module.enableCompileCache`); on Node 20,
// v8-compile-cache-lib does the same with a require hook. Either keeps V8's code for the files
// loaded after it starts in the system's temporary folder (per user and V8 version; an entry is
// used only for the same source), so that a second start compiles less of the bundled bin. A
// folder it cannot write costs nothing but the cache. NODE_DISABLE_COMPILE_CACHE=1 (Node 22+) or
// DISABLE_V8_COMPILE_CACHE=1 (Node 20) turns it off (docs/package.md).
import { install } from 'v8-compile-cache-lib';

/** Node 22.1+'s own cache, when this Node has it (the types here are Node 20's). */
type BuiltIn = { enableCompileCache?: () => unknown; flushCompileCache?: () => void };

/**
 * Starts caching compiled code for the files loaded from now on. The function it returns writes
 * what was compiled so far and stops caching: call it once the command is ready, so that a process
 * killed later still leaves its cache. Never throws: the cache only saves time.
 */
export function startCompileCache(fromSources = __filename.endsWith('.ts')): () => void {
  // Run from the sources, ts-node's hooks compile each module, and v8-compile-cache-lib's broke them: nothing is kept.
  if (fromSources) return () => undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- node:module's functions as this Node has them
  const builtIn = require('node:module') as BuiltIn;
  if (builtIn.enableCompileCache) {
    builtIn.enableCompileCache();
    return () => builtIn.flushCompileCache?.();
  }
  const cache = install();
  if (!cache) return () => undefined;
  // The library writes at exit, where a failure (a full disk) would throw: written by save(), which ignores one.
  process.removeListener('exit', cache.uninstall);
  const save = () => {
    process.removeListener('exit', save);
    try {
      cache.uninstall();
    } catch {
      // Only the cache is lost.
    }
  };
  process.once('exit', save);
  return save;
}
