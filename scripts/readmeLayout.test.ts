// The README's layout section must match the tree: every folder it names exists, and every
// folder of the project (src/ two levels down) is named.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const IGNORED = new Set(['node_modules', 'dist', 'coverage', '.git', '.ci']);

/** The folders (ending in `/`) and files of the layout block, as paths from the root. */
function layoutEntries(): { folders: string[]; files: string[] } {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /### Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)![1];
  const stack: string[] = [];
  const folders: string[] = [];
  const files: string[] = [];
  for (const line of block.split('\n')) {
    const depth = (line.length - line.trimStart().length) / 2;
    const name = line.trim().split(/\s+/)[0];
    // Descriptions that run on sit further right than any entry could.
    if (!name || depth > stack.length || !/^[\w.-]+\/?$/.test(name)) continue;
    stack.length = depth;
    const path = [...stack, name.replace(/\/$/, '')].join('/');
    if (name.endsWith('/')) {
      folders.push(path);
      stack.push(name.replace(/\/$/, ''));
    } else files.push(path);
  }
  return { folders, files };
}

const foldersIn = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !IGNORED.has(e.name) && !e.name.startsWith('.'))
    .map((e) => (dir ? `${dir}/${e.name}` : e.name));

test('every folder and file the README layout names exists', () => {
  const { folders, files } = layoutEntries();
  expect(folders.length).toBeGreaterThan(10);
  expect([...folders, ...files].filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
});

test('every top-level folder and every folder of src/ two levels down is in the README layout', () => {
  const { folders } = layoutEntries();
  const tree = [...foldersIn(''), ...foldersIn('src'), ...foldersIn('src').flatMap(foldersIn)];
  expect(tree.filter((folder) => !folders.includes(folder) && !folder.endsWith('/testdata'))).toEqual([]);
});
