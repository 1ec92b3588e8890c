// Test that a folder stands for its documents.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expandFolders } from './expandFolders';

test('a folder stands for its Markdown, reStructuredText and YAML files, sorted, without node_modules or hidden folders', () => {
  const root = mkdtempSync(join(tmpdir(), 'examples-folder-'));
  for (const file of ['b.md', 'a.rst', 'sub/c.markdown', 'sub/api.yaml', 'notes.txt', 'node_modules/x.md', '.git/y.md']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  expect(expandFolders([root, 'given.md'])).toEqual([...['a.rst', 'b.md', 'sub/api.yaml', 'sub/c.markdown'].map((f) => join(root, f)), 'given.md']);
});
