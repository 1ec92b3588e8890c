// npm run bench:checker: the example checker's time on large documents (an OpenAPI example of N keys,
// a Markdown document of N request/answer pairs), in process, wall and CPU, to see that it grows in
// line with the size, not its square. `BENCH_CHECKER_SIZES=keys:25000,keys:100000,pairs:2000,pairs:10000`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { OPENAPI_PATH } from '../src/core/packageFiles';
import { checkFiles } from '../src/check-examples/checkFiles';
import { ONE_OPERATION_HEAD } from '../src/check-examples/testdata/oneOperation';

const DEFAULT_SIZES = 'keys:25000,keys:100000,pairs:2000,pairs:10000';

/** An OpenAPI document whose one example has `n` keys. */
function keysDocument(n: number): string {
  const head = `${ONE_OPERATION_HEAD}              schema: {type: object}
              example:
`;
  return head + Array.from({ length: n }, (_, i) => `                k${i}: ${i}\n`).join('');
}

/** A Markdown document of `n` listing examples, each a page of one query. */
function pairsDocument(n: number): string {
  const pair = (i: number) =>
    `\`\`\`http\nGET /api/v2/pages/?type=releases.ReleasePage&limit=1&offset=${i % 20} HTTP/1.1\nAuthorization: Token abc\n\`\`\`\n\n\`\`\`http\nHTTP/1.1 200 OK\n\`\`\`\n\n\`\`\`json\n{"meta":{"total_count":20},"items":[]}\n\`\`\`\n\n`;
  return `# Examples\n\n${Array.from({ length: n }, (_, i) => pair(i)).join('')}`;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'checker-scale-'));
  try {
    for (const size of (process.env.BENCH_CHECKER_SIZES ?? DEFAULT_SIZES).split(',')) {
      const [kind, count] = size.split(':');
      const n = Number(count);
      const path = join(folder, kind === 'keys' ? `keys${n}.yaml` : `pairs${n}.md`);
      writeFileSync(path, kind === 'keys' ? keysDocument(n) : pairsDocument(n));
      const cpu = process.cpuUsage();
      const t = performance.now();
      const [result] = await checkFiles([{ path, name: path }], { path: OPENAPI_PATH, name: 'openapi.yaml' }, 'spec');
      const wall = performance.now() - t;
      const used = process.cpuUsage(cpu);
      console.log(
        `${kind} ${n}: ${(wall / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU, ${result.examples.length} examples`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
