// The V8 flags the mock's command runs with: given on node's command line as it starts, never changed after.
import { EXPOSE_GC_FLAG, MEMORY_REDUCER_FLAG } from './fullCollection';
import { HEAP_GROWING_FLAG } from './heapGrowth';

/**
 * What `release-pages-mock` needs of V8, each explained where it is defined: `gc()` for the full
 * collection at the end of start-up, no memory reducer, the heap's steady growth. The command starts
 * node again with them when they are missing (src/bin/relaunchWithFlags.ts); a process that runs the
 * mock itself (`startServer`) may pass them to node for the same.
 */
export const MOCK_V8_FLAGS: readonly string[] = [EXPOSE_GC_FLAG, MEMORY_REDUCER_FLAG, HEAP_GROWING_FLAG];
