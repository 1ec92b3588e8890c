// The GitHub Actions example of release-pages-proxy (docs/proxy.md, once the README's): valid YAML whose proxy command line
// uses only flags the proxy has, and whose steps agree on the port and the report file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { markdownBlocks } from '../src/check-examples/documents/markdownBlocks';
import { proxyCommand } from '../src/proxy/cli';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

const PROXY_DOC = join(__dirname, '..', 'docs', 'proxy.md');
const blocks = markdownBlocks(readFileSync(PROXY_DOC, 'utf8')).filter((block) => block.language === 'yaml');
const workflow = parse(blocks[0]?.text ?? '') as { on: unknown; jobs: Record<string, { 'runs-on': string; steps: Step[] }> };
const steps = Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps);

/** The words of the line that starts the proxy, its `\` continuations joined. */
function proxyCommandLine(): string[] {
  const script = steps
    .map((step) => step.run ?? '')
    .join('\n')
    .replace(/\\\n/g, ' ');
  const line = script.split('\n').find((text) => /release-pages-proxy\s+--/.test(text)) ?? '';
  const words = line.trim().split(/\s+/);
  return words.slice(words.findIndex((word) => word.endsWith('release-pages-proxy')) + 1);
}

const valueOf = (words: string[], flag: string) => words[words.indexOf(flag) + 1];

test('docs/proxy.md has one GitHub Actions example, a job of steps', () => {
  expect(blocks).toHaveLength(1);
  expect(workflow.on).toBeDefined();
  expect(steps.length).toBeGreaterThan(4);
});

test('its proxy command line uses only flags release-pages-proxy has, the required ones among them', () => {
  const words = proxyCommandLine();
  const options = proxyCommand().options;
  const flags = words.filter((word) => word.startsWith('-'));
  expect(flags.filter((flag) => !options.some((option) => option.long === flag || option.short === flag))).toEqual([]);
  expect(options.filter((option) => option.required && option.mandatory).map((option) => option.long)).toEqual(['--upstream']);
  expect(flags).toEqual(expect.arrayContaining(['--upstream', '--port', '--report', '--fail-on-violation']));
  // Every flag that takes a value has one.
  for (const option of options.filter((o) => o.required && flags.includes(o.long!))) expect(valueOf(words, option.long!)).toMatch(/^[^-]/);
});

test("the health check, the tests and the artifact use the proxy's port and report file", () => {
  const words = proxyCommandLine();
  const port = valueOf(words, '--port');
  const scripts = steps.map((step) => step.run ?? '').join('\n');
  expect(scripts).toContain(`http://127.0.0.1:${port}/__proxy/report`);
  expect(steps.some((step) => Object.values(step.env ?? {}).includes(`http://127.0.0.1:${port}`))).toBe(true);
  const stop = steps.find((step) => step.run?.includes('kill -INT'));
  const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  expect([stop?.if, upload?.if]).toEqual(['always()', 'always()']);
  expect(upload?.with?.path).toBe(valueOf(words, '--report'));
});
