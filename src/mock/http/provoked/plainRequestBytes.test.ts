// The provoking features change nothing for a request that does not ask for them: a plain
// request's answer, byte for byte, with every new flag left out or set off, and with a Prefer that asks nothing.
import { connect } from 'node:net';
import pino from 'pino';
import { parseServerOptions, serverCommand } from '../../options';
import { startServer } from '../../server';
import { closedPort } from '../../../net/testing/listenLocally';
import { FIXED_NOW, LISTING } from '../../testing/testApp';

/** The whole answer as it came over the wire: status line, headers and body. */
function rawAnswer(url: string, extraHeaders = ''): Promise<Buffer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${LISTING}&limit=3&fields=* HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Token dev-token\r\n${extraHeaders}Connection: close\r\n\r\n`,
      );
    });
    const chunks: Buffer[] = [];
    socket
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .once('end', () => resolve(Buffer.concat(chunks)))
      .once('error', reject);
  });
}

async function answerOf(flags: string[], extraHeaders?: string): Promise<string> {
  // One port for every server, so that detail_url and Host are the same in each answer.
  const options = parseServerOptions(['--port', String(port), '--count', '20', '--now', FIXED_NOW, ...flags], serverCommand().exitOverride());
  const running = await startServer(options, pino({ level: 'silent' }));
  try {
    return (await rawAnswer(running.url, extraHeaders)).toString('latin1');
  } finally {
    await new Promise((resolve) => running.server.close(resolve));
  }
}

let port: number;

beforeAll(async () => {
  port = await closedPort();
});

test('a plain request gets the same bytes with the new flags left out, set off, and with a Prefer that asks nothing', async () => {
  const plain = await answerOf([]);
  expect(plain).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(plain).toContain(`\r\nDate: ${new Date(FIXED_NOW).toUTCString()}\r\n`);
  expect(await answerOf(['--latency', '0', '--error-rate', '0'])).toBe(plain);
  expect(await answerOf([], 'Prefer: latency=0\r\n')).toBe(plain);
  expect(await answerOf(['--error-rate', '0'], 'Prefer: \r\n')).toBe(plain);
  // Four servers built and warmed up one after another: on a loaded machine, longer than Jest's
  // default timeout.
}, 30_000);
