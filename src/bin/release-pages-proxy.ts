#!/usr/bin/env node
import { startCompileCache } from './compileCache';

// The cache starts before the command's modules load (one per file: its checks thread is loaded from
// its own file beside them), so that their compiled code is what it keeps; saved once they have loaded.
const saveCompileCache = startCompileCache();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the cache starts
(require('../proxy/cli') as typeof import('../proxy/cli')).runProxy(process.argv.slice(2));
saveCompileCache();
