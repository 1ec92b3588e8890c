#!/usr/bin/env node
import { putOffMemoryReducer } from '../mock/fullCollection';
import { growHeapSteadily } from '../mock/heapGrowth';
import { startCompileCache } from './compileCache';

// First, before any collection arms V8's memory reducer: its later collections held a 1M mock's requests for up to seconds.
putOffMemoryReducer();
// Then V8's growth of the heap between full collections, fixed: its own kept the mock collecting without pause under load.
growHeapSteadily();

// The cache starts before the bundled mock loads, so that the bundle's compiled code is what it keeps.
const saveCompileCache = startCompileCache();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the cache starts
(require('./mockMain') as typeof import('./mockMain')).mockMain(saveCompileCache);
