// `release-pages-mock export`: writes the generated dataset as a fixtures file `--fixtures` loads.
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import type { ReleasePage } from '../core/types';
import { PACKAGE_VERSION } from '../core/packageFiles';
import { createClock, placingClock } from './domain/clock';
import { generateDataset } from './data/generateDataset';
import { releasePagesOf } from './data/releasePages';
import { countOption, nowOption, seedOption, timezoneOption } from './options';
import { oneLineFlagErrors } from './oneLineFlagErrors';

export interface ExportOptions {
  out: string;
  seed: number;
  count: number;
  now?: string;
  timezone: string;
}

/** `release-pages-mock export`: the flags that decide the generated dataset, and where to write it. */
export function exportCommand(): Command {
  return oneLineFlagErrors(
    new Command('release-pages-mock export')
      .description('Write the dataset a seed and clock generate as a fixtures file (every field), loadable with --fixtures')
      .version(PACKAGE_VERSION)
      .requiredOption('--out <file>', 'the file to write')
      .addOption(seedOption())
      .addOption(countOption())
      .addOption(nowOption())
      .addOption(timezoneOption()),
  );
}

/** The generated dataset as `--fixtures` loads it: release pages with every field, status as the clock shows it. */
export function exportedReleases({ seed, count, now, timezone }: Omit<ExportOptions, 'out'>): ReleasePage[] {
  const clock = createClock({ now, timezone });
  return releasePagesOf(generateDataset({ seed, count, clock: placingClock(clock, now !== undefined) }), clock);
}

/** Runs `release-pages-mock export [flags]` (arguments after `export`); returns the line to print. */
export function runExport(args: readonly string[], command: Command = exportCommand()): string {
  const options = command.parse(args as string[], { from: 'user' }).opts<ExportOptions>();
  const releases = exportedReleases(options);
  writeFileSync(options.out, `${JSON.stringify(releases, null, 2)}\n`);
  return `wrote ${releases.length} releases (seed ${options.seed}) to ${options.out}; serve them with --fixtures ${options.out}`;
}
