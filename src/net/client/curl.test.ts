// Tests of masking tokens and of the `curl` replay commands.
import { execFileSync } from 'node:child_process';
import { maskToken } from '../../core/maskToken';
import { maskedCurl } from './curl';
import type { RecordedRequest } from './exchange';

const LONG_KEY = '7f3a9c2e4b1d8f6a0c5e9b3d7a1f4c8e2b6d0a9f';

/** The words a POSIX shell makes of `command` after `curl`, one per element. */
function shellWords(command: string): string[] {
  expect(command.startsWith('curl ')).toBe(true);
  const printed = execFileSync('sh', ['-c', `printf '%s\\n' ${command.slice('curl '.length)}`], { encoding: 'utf8' });
  return printed.replace(/\n$/, '').split('\n');
}

const request = (url: string, authorization: string | null): RecordedRequest => ({ method: 'GET', url, authorization });

describe('maskToken', () => {
  test('a long key keeps its first four characters and nothing more', () => {
    expect(maskToken(`Token ${LONG_KEY}`)).toBe('Token 7f3a…');
  });

  test('a key of 9 characters keeps four', () => {
    expect(maskToken('Token dev-token')).toBe('Token dev-…');
  });

  test.each(['abc', 'abcd', 'secret12'])('a short key (%s) is masked entirely', (key) => {
    expect(maskToken(`Token ${key}`)).toBe('Token …');
  });

  test('the keyword is kept whatever it is', () => {
    expect(maskToken(`Bearer ${LONG_KEY}`)).toBe('Bearer 7f3a…');
    expect(maskToken('Basic dXNlcjpkZXYtdG9rZW4=')).toBe('Basic dXNl…');
  });

  test('a key followed by another word is masked as a whole', () => {
    const masked = maskToken(`Token ${LONG_KEY} extra`);
    expect(masked).toBe('Token 7f3a…');
    expect(masked).not.toContain('extra');
  });

  test('the keyword alone has nothing to mask', () => {
    expect(maskToken('Token')).toBe('Token');
  });

  test('a header that is a bare key, without a keyword, does not show the key', () => {
    expect(maskToken(LONG_KEY)).not.toContain(LONG_KEY);
    expect(maskedCurl(request('https://example.org/', 'dev-token'))).not.toContain('dev-token');
  });
});

describe('maskedCurl', () => {
  test('replays the request with the token masked', () => {
    const command = maskedCurl(request('http://127.0.0.1:3000/api/v2/pages/?type=releases.ReleasePage&limit=5', `Token ${LONG_KEY}`));
    expect(command).toBe("curl -i -H 'Authorization: Token 7f3a…' 'http://127.0.0.1:3000/api/v2/pages/?type=releases.ReleasePage&limit=5'");
    expect(command).not.toContain(LONG_KEY);
  });

  test.each([LONG_KEY, 'dev-token', 'abcd', 'x'])('the key %s never appears in the command', (key) => {
    const command = maskedCurl(request('https://example.org/api/v2/pages/', `Token ${key}`));
    expect(command).not.toContain(`Token ${key}`);
    expect(shellWords(command)[2]).not.toBe(`Authorization: Token ${key}`);
  });

  test('without authorization, there is no header', () => {
    const command = maskedCurl(request('https://example.org/api/v2/pages/?type=releases.ReleasePage', null));
    expect(command).toBe("curl -i 'https://example.org/api/v2/pages/?type=releases.ReleasePage'");
    expect(command).not.toContain('-H');
    expect(command).not.toContain('Authorization');
  });

  test("single quotes in the URL are escaped as '\\''", () => {
    const command = maskedCurl(request("https://example.org/api/v2/pages/?search=it's", null));
    expect(command).toBe(`curl -i 'https://example.org/api/v2/pages/?search=it'\\''s'`);
  });

  test('a POSIX shell reads the command as exactly the intended words', () => {
    const url = 'https://example.org/api/v2/pages/?search=\'a b\'&x=$(echo pwned)`id`;"q"\\n*';
    const command = maskedCurl(request(url, `Token ${LONG_KEY}`));
    expect(shellWords(command)).toEqual(['-i', '-H', 'Authorization: Token 7f3a…', url]);
  });

  test('a POSIX shell reads the command without header as two words', () => {
    const url = "https://example.org/?q=''&r='";
    expect(shellWords(maskedCurl(request(url, null)))).toEqual(['-i', url]);
  });

  test('a header with quotes in it stays one word', () => {
    const command = maskedCurl(request('https://example.org/', "Tok'en abc"));
    expect(shellWords(command)).toEqual(['-i', '-H', "Authorization: Tok'en …", 'https://example.org/']);
  });
});
