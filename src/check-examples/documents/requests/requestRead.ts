// What a reader of one form (raw HTTP, a command line, a code call) makes of a block: the shape every reader returns.
import type { CodeBlock } from '../codeBlock';
import type { Finding } from '../../types';
import type { HttpExchange } from '../parseHttpBlock';

/** What a block says of an example: its request, and the answer when the block shows it too (console output, an httpdomain body). */
export interface RequestRead {
  exchange?: HttpExchange;
  findings: Finding[];
  /** The answer's body, written in the same block. */
  answer?: CodeBlock;
}
