// The default mock started on a free loopback port, silent, for a tool or test that needs a server.
import { DEVELOPMENT_TOKENS } from './auth/tokenRegistry';
import type { RequestJournal } from './journal/requestJournal';
import { parseServerOptions } from './options';
import { startServer } from './server';

export interface LocalMock {
  url: string;
  token: string;
  stop: () => void;
  /** Every request it answered, judged by the request rules (the last 1,000). */
  journal: () => RequestJournal;
}

/** The default mock on a free loopback port, silent, for a tool (or a test) that needs a server to talk to. */
export async function startLocalMock(args: readonly string[] = []): Promise<LocalMock> {
  const mock = await startServer(parseServerOptions(['--port', '0', ...args]));
  const stop = () => {
    mock.server.close();
    // The tool's own kept-alive connections would otherwise hold the server open until they time out.
    mock.server.closeAllConnections();
  };
  const { journal } = mock;
  if (!journal) throw new Error('startLocalMock needs a journal: --max-journal-entries is 0');
  return { url: mock.url, token: DEVELOPMENT_TOKENS[0].key, stop, journal: () => journal };
}
