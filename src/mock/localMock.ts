import { DEVELOPMENT_TOKENS } from './auth/tokenRegistry';
import { parseServerOptions } from './options';
import { startServer } from './server';

/** The default mock on a free loopback port, silent, for a tool that needs a server to talk to. */
export async function startLocalMock(): Promise<{ url: string; token: string; stop: () => void }> {
  const mock = await startServer(parseServerOptions(['--port', '0']));
  const stop = () => {
    mock.server.close();
    // The tool's own kept-alive connections would otherwise hold the server open until they time out.
    mock.server.closeAllConnections();
  };
  return { url: mock.url, token: DEVELOPMENT_TOKENS[0].key, stop };
}
