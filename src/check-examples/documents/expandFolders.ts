// The paths to check: files as given, folders as the documents below them.
import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { DOCUMENT_KINDS } from './findExamples';

const CHECKED_EXTENSIONS = new Set([...Object.keys(DOCUMENT_KINDS), '.yaml', '.yml']);

/**
 * The paths to check: a file as given, a folder as every Markdown, reStructuredText and YAML file
 * below it (sorted, node_modules and hidden folders left out), so an author can name a folder of documents.
 */
export function expandFolders(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    let isFolder = false;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      // A missing path is reported as unreadable when it is loaded.
    }
    if (!isFolder) return [path];
    return readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((entry) => !entry.split(/[\\/]/).some((part) => part === 'node_modules' || part.startsWith('.')))
      .filter((entry) => CHECKED_EXTENSIONS.has(extname(entry).toLowerCase()))
      .sort()
      .map((entry) => join(path, entry));
  });
}
