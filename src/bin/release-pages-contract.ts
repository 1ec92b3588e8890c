#!/usr/bin/env node
// `release-pages-contract`: the compile cache started, then the bundled command.
import { startCompileCache } from './compileCache';

// The cache starts before the bundled command loads, so that the bundle's compiled code is what it keeps.
const saveCompileCache = startCompileCache();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the cache starts
(require('./contractMain') as typeof import('./contractMain')).contractMain(saveCompileCache);
