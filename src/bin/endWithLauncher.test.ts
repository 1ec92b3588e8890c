// The mock's process ends with the npm process that launched it: a launcher runs the command from
// the sources through `sh -c`, as npm does, and is then killed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

jest.setTimeout(60_000);

const BIN = join(__dirname, 'release-pages-mock.ts');
/** npm's way: a shell that stays (`; true` keeps dash from exec-ing the command), the command under it. */
const SHELL_LINE = `echo "shell $$"; ${process.execPath} -r ts-node/register/transpile-only ${BIN} --port 0; true`;

const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
/** Running: not gone, and not a zombie left for its new parent to reap. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

test('killing the launcher (as npx is, by its PID) ends the mock and its shell', async () => {
  const launcher = spawn(
    process.execPath,
    ['-e', `require('node:child_process').spawn('sh', ['-c', process.argv[1]], { stdio: 'inherit' }); setInterval(() => {}, 1000);`, SHELL_LINE],
    {
      env: { ...process.env, npm_command: 'exec', MOCK_LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  // The pipe closes once every process holding it has ended: the launcher, the shell and the mock.
  const closed = new Promise<void>((resolve) => launcher.stdout.on('end', resolve));
  const { shell, url } = await new Promise<{ shell: number; url: string }>((resolve) =>
    launcher.stdout.on('data', (chunk) => {
      out += chunk;
      const served = /shell (\d+)[\s\S]*listening on (http:\S+)/.exec(out);
      if (served) resolve({ shell: Number(served[1]), url: served[2] });
    }),
  );
  const [mock] = childrenOf(shell);
  try {
    expect((await fetch(`${url}/api/v2/pages/?type=releases.ReleasePage&limit=1`, { headers: { Authorization: 'Token dev-token' } })).status).toBe(200);
    launcher.kill('SIGKILL');
    await closed;
    // The pipe's end and the processes' exit are not one instant: a few tries apart.
    for (let tries = 0; tries < 50 && (alive(mock) || alive(shell)); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect([alive(mock), alive(shell)]).toEqual([false, false]);
  } finally {
    if (alive(mock)) process.kill(mock, 'SIGKILL');
  }
});
