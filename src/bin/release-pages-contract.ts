#!/usr/bin/env node
import { CommanderError } from 'commander';
import { runContract } from '../contract/cli';
import { startLocalMock } from '../mock/localMock';

// Without --base-url the suite checks the mock, started here: the suite itself knows nothing of it.
runContract(process.argv.slice(2), startLocalMock).then(
  (code) => process.exit(code),
  (error: Error) => {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    console.error(`contract: could not run: ${error.stack ?? error.message}`);
    process.exit(2);
  },
);
