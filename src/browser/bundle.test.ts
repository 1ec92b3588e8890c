// The browser build as a frontend's bundler sees it: esbuild bundles it for the browser with no
// error (a Node built-in on its path is one), and what it makes holds no faker, no YAML parser, no
// ajv compiler and no code generated at run time (`new Function`, `eval`), which a strict content
// security policy (no 'unsafe-eval') would refuse.
import { join } from 'node:path';
import { bundleForBrowser } from './testing/bundleForBrowser';

jest.setTimeout(60_000);

const NOT_SHIPPED = /node_modules\/(@faker-js\/|yaml\/|ajv\/dist\/(core|compile|vocabularies)\/)/;

test.each(['index.ts', 'msw.ts'])('src/browser/%s bundles for the browser with no faker, no compiler and no code generated at run time', async (entry) => {
  const { text, inputs } = await bundleForBrowser(join(__dirname, entry));
  expect(inputs.filter((input) => NOT_SHIPPED.test(input))).toEqual([]);
  expect(inputs).toContain('src/mock/data/defaultDatasetDraws.json');
  expect(text).not.toMatch(/\bnew Function\b|\beval\(/);
});
