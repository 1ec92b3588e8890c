// The `release-pages-check-examples` command: its flags, the files checked, the report and the exit code.
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { join, relative, resolve } from 'node:path';
import { OPENAPI_PATH, PACKAGE_ROOT, PACKAGE_VERSION } from '../core/packageFiles';
import { CannotCheckError } from './cannotCheck';
import { checkFiles, type InputFile } from './checkFiles';
import { expandFolders } from './documents/expandFolders';
import { allExamined, allHold, examplesJsonReport, textReport } from './report';
import { PROFILES, type Profile } from '../core/profile';
import { UnknownRulePattern } from '../core/ruleSelection';
import { checkRulePatterns, keepSelectedRules } from './ruleFilter';
import { printableLines } from '../core/printable';
import { CodedError, codedLine } from '../core/errors';
import { DEFAULT_CHECKER_BOUNDS, type CheckerBounds } from './checkerBounds';
import { integer } from '../mock/options';

/** The project's own documents, checked when no file is named. */
const DEFAULT_FILES = [OPENAPI_PATH, join(PACKAGE_ROOT, 'README.md'), join(PACKAGE_ROOT, 'contract-tests', 'README.md')];

/** 2: the examples could not be checked (usage, an unreadable file, a document the checker cannot use). */
const EXIT = { held: 0, wrong: 1, cannotCheck: 2 } as const;

/** Files are named relative to the working directory, unless they lie outside it. */
function input(path: string): InputFile {
  const name = relative(process.cwd(), resolve(path));
  return { path, name: name === '' || name.startsWith('..') ? resolve(path) : name };
}

function positiveInteger(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) === 0) throw new InvalidArgumentError('a number of bytes, at least 1');
  return Number(value);
}

function parseArguments(argv: string[]) {
  const program = new Command('release-pages-check-examples')
    .version(PACKAGE_VERSION)
    .description(
      "Check the examples of OpenAPI documents, and the request/response examples of Markdown and reStructuredText documents (raw HTTP, curl, HTTPie, fetch, requests, console sessions), against openapi.yaml, the spec's rules and the reference implementation.",
    )
    .argument('[files...]', 'files or folders to check (default: openapi.yaml, README.md, contract-tests/README.md)')
    .option('--json', 'print a JSON array of files and their examples instead of text')
    .option('--openapi <file>', "the OpenAPI document that requests and responses are checked against (default: the project's openapi.yaml)")
    .addOption(
      new Option(
        '--only <prefix...>',
        "report only findings of rules whose name starts with one of these (a finding of no rule, such as the schema's, is then left out)",
      ).default([]),
    )
    .addOption(new Option('--skip <prefix...>', 'leave out findings of rules whose name starts with one of these').default([]))
    .option(
      '--strict',
      'fail (exit code 1) when anything was not examined: a document with no example, a block, table or included file that looked like part of one',
    )
    .addOption(
      new Option('--max-include-bytes <bytes>', 'the largest file a literalinclude or an externalValue may name; a larger one is not examined')
        .default(DEFAULT_CHECKER_BOUNDS.maxIncludeBytes)
        .argParser(positiveInteger),
    )
    .addOption(
      new Option('--profile <profile>', "'spec': only what the API documentation states; 'mock': also the mock's own choices where it is silent")
        .choices(PROFILES)
        .default('spec'),
    )
    .addOption(new Option('--max-file-bytes <n>', 'bytes of one file at most').argParser(integer(1)).default(DEFAULT_CHECKER_BOUNDS.maxFileBytes))
    .addOption(new Option('--max-keys <n>', 'keys and items of one OpenAPI document at most').argParser(integer(1)).default(DEFAULT_CHECKER_BOUNDS.maxKeys))
    .addOption(new Option('--max-depth <n>', 'nesting of one OpenAPI document at most').argParser(integer(1, 10_000)).default(DEFAULT_CHECKER_BOUNDS.maxDepth))
    .addOption(
      new Option('--max-ref-hops <n>', '$refs followed one after another at most').argParser(integer(1, 10_000)).default(DEFAULT_CHECKER_BOUNDS.maxRefHops),
    )
    .addOption(new Option('--max-pairs <n>', 'request/answer examples of one document at most').argParser(integer(1)).default(DEFAULT_CHECKER_BOUNDS.maxPairs))
    .exitOverride();
  program.parse(argv, { from: 'user' });
  const files = program.args.length > 0 ? expandFolders(program.args) : DEFAULT_FILES;
  const options = program.opts<{ json?: boolean; strict?: boolean; openapi?: string; profile: Profile; only: string[]; skip: string[] } & CheckerBounds>();
  const bounds: CheckerBounds = {
    maxFileBytes: options.maxFileBytes,
    maxKeys: options.maxKeys,
    maxDepth: options.maxDepth,
    maxRefHops: options.maxRefHops,
    maxPairs: options.maxPairs,
    maxIncludeBytes: options.maxIncludeBytes,
  };
  return {
    files: files.map(input),
    openApi: input(options.openapi ?? OPENAPI_PATH),
    json: options.json === true,
    strict: options.strict === true,
    profile: options.profile,
    only: options.only,
    skip: options.skip,
    bounds,
  };
}

/** `release-pages-check-examples [files...]`, arguments without `node` and the script; resolves to the exit code. */
export async function checkExamples(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArguments(argv);
  } catch (error) {
    // Commander has printed the help or the usage error already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.held : EXIT.cannotCheck;
    throw error;
  }
  try {
    checkRulePatterns(args.only, args.skip);
  } catch (error) {
    if (!(error instanceof UnknownRulePattern)) throw error;
    process.stderr.write(`${printableLines(`check-examples: ${codedLine(error)}`)}\n`);
    return EXIT.cannotCheck;
  }
  try {
    const results = keepSelectedRules(await checkFiles(args.files, args.openApi, args.profile, args.bounds), args.only, args.skip);
    process.stdout.write(`${printableLines(args.json ? examplesJsonReport(results) : textReport(results))}\n`);
    return allHold(results) && (!args.strict || allExamined(results)) ? EXIT.held : EXIT.wrong;
  } catch (error) {
    // Anything else is no verdict on the examples either: not exit code 1, and one line, never a stack trace.
    const coded = error instanceof CannotCheckError ? error : new CodedError('RPE_CANNOT_CHECK', String((error as Error).message).split('\n')[0]);
    process.stderr.write(`${printableLines(`check-examples: ${codedLine(coded)}`)}\n`);
    return EXIT.cannotCheck;
  }
}
