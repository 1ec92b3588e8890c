// Tests of finding Chromium, and the one line said when none is found.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, shippedChromium } from './chromium';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

test('CHROMIUM_PATH comes first, and one that does not exist is one clear line', () => {
  process.env.CHROMIUM_PATH = process.execPath;
  expect(findChromium()).toBe(process.execPath);
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  expect(() => findChromium()).toThrow('CHROMIUM_PATH=/nonexistent/chromium does not exist');
});

test("without CHROMIUM_PATH, Debian's or playwright's, the npm-installed package gives one: an executable file under node_modules/.cache", () => {
  const found = shippedChromium();
  expect(found).toMatch(/node_modules\/\.cache\/sparticuz-chromium-[\d.]+\/chromium$/);
  expect(statSync(found).mode & 0o100).toBe(0o100);
});

test('a checkout without the package is one line saying how to get a browser', () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-chromium-'));
  try {
    expect(() => shippedChromium(empty)).toThrow(/^no Chromium for the browser test: run npm ci .*or set CHROMIUM_PATH$/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
