#!/usr/bin/env node
import { runMock } from '../mock/cli';

runMock(process.argv.slice(2)).catch((error: Error) => {
  console.error(`release-pages-mock: ${error.message}`);
  process.exit(1);
});
