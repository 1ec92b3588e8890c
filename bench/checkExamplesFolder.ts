// npm run bench:check-examples: a folder of 100 documents (the forms corpus and the correct
// documents of src/check-examples/testdata, copied in turn) checked as a pre-commit hook checks it:
// the built command on the folder, start-up included, and the check alone in this process.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENAPI_PATH, PACKAGE_ROOT } from '../src/core/packageFiles';
import { checkFiles } from '../src/check-examples/checkFiles';
import { expandFolders } from '../src/check-examples/documents/expandFolders';

const DOCUMENTS = 100;
const RUNS = 3;
const TESTDATA = join(PACKAGE_ROOT, 'src', 'check-examples', 'testdata');
const SOURCES = ['forms/cookbook.md', 'forms/guide.rst', 'forms/third-party.yaml', 'correct.md', 'correct.rst', 'other-deployment.md'];
const CLI = join(PACKAGE_ROOT, 'dist', 'bin', 'release-pages-check-examples.js');

/** A folder of `DOCUMENTS` documents, each in a folder of its own with the files it includes. */
function documentsFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'check-examples-bench-'));
  for (let i = 0; i < DOCUMENTS; i++) {
    const source = SOURCES[i % SOURCES.length];
    const folder = join(root, String(i).padStart(3, '0'));
    cpSync(join(TESTDATA, source), join(folder, source.split('/').pop()!));
    if (source.startsWith('forms/')) cpSync(join(TESTDATA, 'forms', 'examples'), join(folder, 'examples'), { recursive: true });
  }
  return root;
}

const command = (folder: string) =>
  new Promise<number>((resolve, reject) => {
    const start = performance.now();
    // Exit code 1 is expected: the corpus holds wrong examples.
    execFile(process.execPath, [CLI, folder], { maxBuffer: 64 * 1024 * 1024 }, (error) =>
      error && error.code !== 1 ? reject(error) : resolve(performance.now() - start),
    );
  });

async function main(): Promise<void> {
  const folder = documentsFolder();
  try {
    const files = expandFolders([folder]).map((path) => ({ path, name: path }));
    console.log(`${files.length} documents in ${folder}`);
    for (let run = 1; run <= RUNS; run++) {
      const start = performance.now();
      const results = await checkFiles(files, { path: OPENAPI_PATH, name: 'openapi.yaml' }, 'spec');
      const examples = results.reduce((sum, result) => sum + result.examples.length, 0);
      const inProcess = performance.now() - start;
      const cli = existsSync(CLI) ? `${((await command(folder)) / 1000).toFixed(2)} s` : 'not built (npm run build)';
      console.log(`run ${run}: ${examples} examples; in process ${(inProcess / 1000).toFixed(2)} s; the command, start-up included, ${cli}`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
