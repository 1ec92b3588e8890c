// The README's layout section must match the tree: every folder it names exists, every folder of
// the project (top level, and src/ at any depth) is named, and every TypeScript file it mentions
// is where the line mentioning it says (a moved or renamed file fails here).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const IGNORED = new Set(['node_modules', 'dist', 'coverage', 'reports', '.git', '.ci', 'testdata']);

/** The folders (ending in `/`) and files of the layout block, and the .ts files its lines mention, as paths from the root. */
function layoutEntries(): { folders: string[]; files: string[]; mentioned: string[] } {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /### Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)![1];
  const stack: string[] = [];
  const folders: string[] = [];
  const files: string[] = [];
  const mentioned: string[] = [];
  // The folder a line speaks of: an entry's own folder (a folder line), or the one its files are in.
  let context = '';
  for (const line of block.split('\n')) {
    const depth = (line.length - line.trimStart().length) / 2;
    const name = line.trim().split(/\s+/)[0].replace(/,$/, '');
    // Descriptions that run on sit further right than any entry could.
    if (name && depth <= stack.length && /^[\w.-]+\/?$/.test(name)) {
      stack.length = depth;
      const path = [...stack, name.replace(/\/$/, '')].join('/');
      if (name.endsWith('/')) {
        folders.push(path);
        stack.push(name.replace(/\/$/, ''));
        context = path;
      } else {
        files.push(path);
        context = stack.join('/');
      }
    }
    for (const [file] of line.matchAll(/(?<![\w/.-])[\w-]+\.ts\b/g)) mentioned.push(context ? `${context}/${file}` : file);
  }
  return { folders, files, mentioned };
}

const foldersIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !IGNORED.has(e.name) && !e.name.startsWith('.'))
    .map((e) => (dir ? `${dir}/${e.name}` : e.name));
const allFoldersIn = (dir: string): string[] => foldersIn(dir).flatMap((folder) => [folder, ...allFoldersIn(folder)]);

test('every folder and file the README layout names exists', () => {
  const { folders, files } = layoutEntries();
  expect(folders.length).toBeGreaterThan(10);
  expect([...folders, ...files].filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
});

test('every top-level folder and every folder of src/ is in the README layout', () => {
  const { folders } = layoutEntries();
  const tree = [...foldersIn(''), ...allFoldersIn('src')];
  expect(tree.filter((folder) => !folders.includes(folder))).toEqual([]);
});

test('every .ts file a line of the layout mentions is in the folder that line is about', () => {
  const { mentioned } = layoutEntries();
  expect(mentioned.length).toBeGreaterThan(30);
  expect(mentioned.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
});
