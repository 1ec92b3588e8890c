// Node's flags that run a TypeScript file of this repository from its sources, for the tests and benchmarks that spawn one.

/**
 * esbuild's transform of each module as it is required (esbuild-register), not ts-node's: `npm run
 * typecheck` checks the types, and a command spawned this way starts several times sooner.
 */
export const SOURCE_FLAGS: readonly string[] = ['-r', 'esbuild-register'];
