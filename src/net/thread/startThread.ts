// A worker thread started from its module's file: the compiled .js as it is, or, under ts-node or
// Jest (a .ts file), its sources with each file turned into CommonJS by esbuild (a dev dependency)
// as it is required: ts-node in a fresh thread is several times slower to start.
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The thread's code when its file is TypeScript: a loader of .ts files, then the file. */
const typeScriptThread = (file: string) => `
const { readFileSync } = require('node:fs');
const { transformSync } = require('esbuild');
require.extensions['.ts'] = (module, path) => module._compile(transformSync(readFileSync(path, 'utf8'), { loader: 'ts', format: 'cjs', target: 'node20', sourcefile: path }).code, path);
require(${JSON.stringify(file)});`;

/** Starts the thread of `file` (an absolute path, .js or .ts) with `options` (workerData, resourceLimits...). */
export function startThread(file: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (file.endsWith('.ts')) return new Worker(typeScriptThread(file), { ...options, eval: true });
  return new Worker(file, options);
}
