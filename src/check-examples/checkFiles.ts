// Checking every input file's examples, a file that cannot be read or checked reported in one line.
import { extname } from 'node:path';
import { loadApiDocument, type ApiDocument } from './pair/apiDocument';
import { CannotCheckError } from './cannotCheck';
import { checkExamplePair } from './pair/checkExamplePair';
import { checkOpenApiExamples } from './checkOpenApiExamples';
import { DOCUMENT_KINDS, findExamples } from './documents/findExamples';
import type { FileResult } from './types';
import type { Profile } from '../core/profile';
import { DocumentWalks } from './pair/documentWalks';
import { DEFAULT_CHECKER_BOUNDS, type CheckerBounds } from './checkerBounds';
import { FileRefused, readBoundedFile } from '../core/readBoundedFile';
import { judgeCountTable } from './semantics/judgeCountTable';

const OPENAPI_EXTENSIONS = new Set(['.yaml', '.yml']);

/** A file to check, and the name the report gives it. */
export interface InputFile {
  path: string;
  name: string;
}

type Loaded = { file: InputFile; document: ApiDocument } | { file: InputFile; text: string };

function load(file: InputFile, profile: Profile, bounds: CheckerBounds): Loaded {
  const extension = extname(file.path).toLowerCase();
  if (OPENAPI_EXTENSIONS.has(extension)) return { file, document: loadApiDocument(file.path, file.name, profile, bounds) };
  if (!(extension in DOCUMENT_KINDS)) {
    throw new CannotCheckError('RPE_FILE_KIND', file.name);
  }
  try {
    return { file, text: readBoundedFile(file.path, bounds.maxFileBytes, 'the checker') };
  } catch (error) {
    const why = error instanceof FileRefused ? `${error.message} (--max-file-bytes)` : (error as Error).message;
    throw new CannotCheckError('RPE_FILE_UNREADABLE', file.name, why);
  }
}

async function checkLoaded(loaded: Loaded, reference: ApiDocument, bounds: CheckerBounds): Promise<FileResult> {
  const { name } = loaded.file;
  if ('document' in loaded) return { file: name, ...checkOpenApiExamples(loaded.document, reference, loaded.file.path, bounds.maxIncludeBytes) };
  const examples = [];
  // The answers of one document are judged together where they show one query (its pages, a filtered result and its base).
  const walks = new DocumentWalks(reference.profile);
  const { pairs, tables, notExamined } = findExamples(loaded.file.path, name, loaded.text, bounds.maxIncludeBytes);
  if (pairs.length > bounds.maxPairs) {
    throw new CannotCheckError('RPE_TOO_MANY_PAIRS', `${name}:${pairs[bounds.maxPairs].request.line}`, bounds.maxPairs);
  }
  for (const pair of pairs) examples.push(await checkExamplePair(reference, name, pair, walks));
  for (const judged of tables.map((table) => judgeCountTable(name, table))) {
    if ('verdict' in judged) examples.push(judged);
    else notExamined.push(judged);
  }
  return { file: name, examples, notExamined };
}

/** A fault no check foresaw (a stack overflow on a monstrous value, say) is no verdict on the examples: one line naming the file, never a stack trace. */
async function checkedOrRefused(loaded: Loaded, reference: ApiDocument, bounds: CheckerBounds): Promise<FileResult> {
  try {
    return await checkLoaded(loaded, reference, bounds);
  } catch (error) {
    if (error instanceof CannotCheckError) throw error;
    throw new CannotCheckError('RPE_DOCUMENT_UNUSABLE', loaded.file.name, String((error as Error).message).split('\n')[0]);
  }
}

/**
 * Checks the examples of every file, as the profile judges them: an OpenAPI document's against
 * its own schemas and by the spec's rules, a document's request/response pairs against `openApi` and the reference
 * implementation. Every file is read before any is checked, so an unreadable one stops the run
 * (CannotCheckError); so does one beyond `bounds`.
 */
export async function checkFiles(
  files: readonly InputFile[],
  openApi: InputFile,
  profile: Profile,
  bounds: CheckerBounds = DEFAULT_CHECKER_BOUNDS,
): Promise<FileResult[]> {
  const reference = loadApiDocument(openApi.path, openApi.name, profile, bounds);
  const loaded = files.map((file) => load(file, profile, bounds));
  const results: FileResult[] = [];
  for (const input of loaded) results.push(await checkedOrRefused(input, reference, bounds));
  return results;
}
