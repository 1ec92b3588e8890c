// The refusals and faults of release-pages-contract: flags that do not go together, a token, a recording, a deployment the suite cannot judge at all.
import { entries } from './errorEntry';

export const CONTRACT = entries({
  RPC_RULE_FLAG_WITH_REPLAY: { text: (flag: string) => `--${flag} chooses among the suite's rules; --replay and --compare run none` },
  RPC_TOKEN_MISSING: { text: 'a token is needed: --token or CONTRACT_TOKEN' },
  RPC_REPLAY_UNREADABLE: { text: (path: string, why: string) => `--replay ${path} ${why}` },
  RPC_REPLAY_LINE_NOT_JSON: {
    text: (line: number) => `line ${line} is not JSON: neither a HAR, nor the JSON of /__mock/requests, nor a journal of JSON lines`,
  },
  RPC_REPLAY_NOT_A_RECORDING: { text: (path: string, reason: string) => `--replay ${path}: ${reason}` },
  RPC_TOKEN_REFUSED: { text: (status: number, body: string) => `the token was refused: ${status} ${body}` },
  RPC_LISTING_NOT_200: { text: (status: number, body: string) => `the listing answered ${status}, not 200, to a plain request: ${body}` },
  RPC_LISTING_UNREADABLE: { text: (reason: string) => `the listing could not be read: ${reason}` },
  RPC_LISTING_EMPTY: { text: 'the listing holds no release: no rule drawn from its data can be judged' },
  RPC_RULEBOOK_FAULT: { text: (target: string, fault: string) => `the rulebook could not judge the answer to GET ${target}: ${fault}` },
});
