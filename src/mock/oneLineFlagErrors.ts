// A flag the command refuses, told in one line on stderr with exit code 1, as the mock's other refusals are.
import type { Command } from 'commander';
import { codedLineOf } from '../core/errors';

/**
 * A flag commander refuses is told as the mock's other start-up refusals are: one line on stderr
 * (`release-pages-mock: RPM_FLAG_INVALID: option '--port <number>' argument 'x' is invalid. ...`), exit code 1. With
 * the help printed after it, a refused flag would be dozens of lines, the reason lost at the top.
 */
export function oneLineFlagErrors(command: Command): Command {
  return command.configureOutput({
    outputError: (text, write) => write(`${command.name()}: ${codedLineOf('RPM_FLAG_INVALID', text.replace(/^error: /, '').trimEnd())}\n`),
  });
}
