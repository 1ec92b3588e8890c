import { findChromium } from './chromium';

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
