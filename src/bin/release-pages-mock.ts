#!/usr/bin/env node
// `release-pages-mock`: node started with the mock's V8 flags (again, if they are missing), then the bundled command.
import { MOCK_V8_FLAGS } from '../mock/v8Flags';
import { startCompileCache } from './compileCache';
import { endWithLauncher } from './endWithLauncher';
import { relaunchWithFlags } from './relaunchWithFlags';

/** Flags after which the command only prints and exits: no server to start, so no flags worth a second start of node. */
const PRINTS_ONLY = new Set(['--version', '-V', '--help', '-h']);
const printsOnly = process.argv.slice(2).some((arg) => PRINTS_ONLY.has(arg));

if (!printsOnly && relaunchWithFlags('release-pages-mock', MOCK_V8_FLAGS)) {
  // On Node 20 this process waits for the relaunched one: it too ends with an npm that launched it.
  endWithLauncher();
} else {
  // The cache starts before the bundled mock loads, so that the bundle's compiled code is what it keeps.
  const saveCompileCache = startCompileCache();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the cache starts
  (require('./mockMain') as typeof import('./mockMain')).mockMain(saveCompileCache);
}
