#!/usr/bin/env node
import { runMock } from '../mock/cli';
import { endWithLauncher } from './endWithLauncher';

endWithLauncher();
runMock(process.argv.slice(2)).catch((error: Error) => {
  console.error(`release-pages-mock: ${error.message}`);
  process.exit(1);
});
