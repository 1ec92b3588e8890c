// Reads curl and HTTPie commands, alone in a shell block or in a console session (`$ command`,
// then its output: the answer). Words are split by shell-quote, as a shell would split them
// (quotes, escapes, `|` and `;` as operators, `$TOKEN` kept as written), not by regexes.
import { parse, type ParseEntry } from 'shell-quote';
import type { CodeBlock } from '../codeBlock';
import type { Header, HttpExchange } from '../parseHttpBlock';
import type { RequestRead } from './requestRead';
import { answerOfOutput } from './answerOfOutput';

/** A command as written: its words, and the block's lines it spans (1-based in the document). */
interface Command {
  words: string[];
  line: number;
  lines: string[];
}

const PROMPT = /^\s*[$%]\s+/;

/** Variables stay as written (`$API_TOKEN`): the checker runs nothing. */
const keepVariables = (name: string) => `$${name}`;

/** The words of a command line up to its first operator (`| jq .`, `;`, `&&`), globs as written. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const entry of parse(text, keepVariables) as ParseEntry[]) {
    if (typeof entry === 'string') words.push(entry);
    else if ('op' in entry && entry.op === 'glob') words.push((entry as { pattern: string }).pattern);
    else if ('comment' in entry) continue;
    else break;
  }
  return words;
}

/** The block's commands, `\` continuations joined; in a console session only the lines after a prompt, with the output that follows each. */
function commandsOf(block: CodeBlock): (Command & { output?: { text: string; line: number } })[] {
  const lines = block.text.split(/\r?\n/);
  const session = lines.some((line) => PROMPT.test(line));
  const commands: (Command & { output?: { text: string; line: number } })[] = [];
  for (let at = 0; at < lines.length; at++) {
    if (session && !PROMPT.test(lines[at])) continue;
    const start = at;
    while (/\\\s*$/.test(lines[at]) && at + 1 < lines.length) at++;
    const spanned = lines.slice(start, at + 1);
    const text = spanned
      .map((line) => line.replace(/\\\s*$/, ' '))
      .join(' ')
      .replace(PROMPT, '');
    const command: Command & { output?: { text: string; line: number } } = { words: wordsOf(text), line: block.line + start, lines: spanned };
    if (session) {
      let end = at + 1;
      while (end < lines.length && !PROMPT.test(lines[end])) end++;
      if (end > at + 1) command.output = { text: lines.slice(at + 1, end).join('\n'), line: block.line + at + 1 };
      at = end - 1;
    }
    commands.push(command);
  }
  return commands;
}

/** The line of the command where a word is written (the first line holding its text), else the command's first. */
function lineOfWord(command: Command, word: string): number {
  const needle = word.split(/[:=]/)[0];
  const index = command.lines.findIndex((line) => line.includes(word) || (needle.length > 2 && line.includes(needle)));
  return command.line + Math.max(index, 0);
}

const header = (command: Command, text: string): Header | undefined => {
  const colon = text.indexOf(':');
  return colon <= 0 ? undefined : { name: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim(), line: lineOfWord(command, text) };
};

/** curl flags that take a value, the ones read below among them. */
const CURL_VALUED = new Set([
  '-d',
  '--data',
  '--data-raw',
  '--data-ascii',
  '--data-binary',
  '--data-urlencode',
  '-H',
  '--header',
  '-X',
  '--request',
  '-o',
  '--output',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-b',
  '--cookie',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--url',
  '-w',
  '--write-out',
  '--retry',
  '-x',
  '--proxy',
  '-c',
  '--cookie-jar',
  '--cacert',
  '--cert',
  '--key',
  '--resolve',
  '--limit-rate',
]);
const DATA = new Set(['-d', '--data', '--data-raw', '--data-ascii', '--data-binary']);

/** `--data-urlencode`'s forms: `name=content` encodes the content, `content` alone all of it. */
function urlencoded(value: string): string {
  const equals = value.indexOf('=');
  return equals <= 0 ? encodeURIComponent(value.slice(equals + 1)) : `${value.slice(0, equals)}=${encodeURIComponent(value.slice(equals + 1))}`;
}

/** A curl command: flags in any order, `-G` turning `-d`/`--data-urlencode` into the query. */
function curlRequest(command: Command): HttpExchange['request'] | undefined {
  let url: string | undefined;
  let method: string | undefined;
  let get = false;
  const data: string[] = [];
  const headers: Header[] = [];
  const words = command.words.slice(1);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const [flag, attached] =
      word.startsWith('--') && word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, undefined];
    const takesValue = CURL_VALUED.has(flag) || (/^-[A-Za-z]+$/.test(word) && CURL_VALUED.has(`-${word.at(-1)}`));
    const name = takesValue && !word.startsWith('--') ? `-${word.at(-1)}` : flag;
    if (!word.startsWith('-')) url ??= word;
    else if (takesValue) {
      const value = attached ?? words[++i] ?? '';
      if (DATA.has(name)) data.push(value);
      else if (name === '--data-urlencode') data.push(urlencoded(value));
      else if (name === '-H' || name === '--header') headers.push(...[header(command, value)].filter((h): h is Header => h !== undefined));
      else if (name === '-X' || name === '--request') method = value.toUpperCase();
      else if (name === '--url') url ??= value;
    }
    if (/^-[A-Za-z]+$/.test(word) && word.includes('G')) get = true;
    if (word === '--get') get = true;
  }
  if (url === undefined) return undefined;
  const query = get && data.length > 0 ? `${url.includes('?') ? '&' : '?'}${data.join('&')}` : '';
  return { method: method ?? (data.length > 0 && !get ? 'POST' : 'GET'), target: `${url}${query}`, headers, line: lineOfWord(command, url) };
}

const HTTPIE_METHOD = /^[A-Z]+$/;

/** An HTTPie command: `http [METHOD] URL`, then `name==value` query items and `Name:value` headers. */
function httpieRequest(command: Command): HttpExchange['request'] | undefined {
  const words = command.words.slice(1).filter((word) => !word.startsWith('-'));
  const method = words[0] && HTTPIE_METHOD.test(words[0]) ? words.shift()! : undefined;
  const url = words.shift();
  if (url === undefined) return undefined;
  const query: string[] = [];
  const headers: Header[] = [];
  let data = false;
  for (const item of words) {
    const at = item.search(/==|:=|=|:/);
    if (at <= 0) continue;
    if (item.startsWith('==', at)) query.push(`${encodeURIComponent(item.slice(0, at))}=${encodeURIComponent(item.slice(at + 2))}`);
    else if (item[at] === ':' && item[at + 1] !== '=') headers.push(header(command, item)!);
    else data = true;
  }
  const absolute = /^[a-z][a-z+.-]*:\/\//i.test(url)
    ? url
    : url.startsWith(':')
      ? `http://localhost${url}`
      : url.startsWith('/') || url.startsWith('$') || url.startsWith('{')
        ? url
        : `http://${url}`;
  const target = query.length === 0 ? absolute : `${absolute}${absolute.includes('?') ? '&' : '?'}${query.join('&')}`;
  return { method: method ?? (data ? 'POST' : 'GET'), target, headers, line: lineOfWord(command, url) };
}

const READERS: Record<string, (command: Command) => HttpExchange['request'] | undefined> = { curl: curlRequest, http: httpieRequest, https: httpieRequest };

/**
 * The request of a shell or console block: its first curl or HTTPie command (`export`s and other
 * commands before it pass), and in a console session the output that follows it as the answer.
 */
export function readCommandBlock(block: CodeBlock): RequestRead | undefined {
  for (const command of commandsOf(block)) {
    const reader = READERS[command.words[0]];
    const request = reader?.(command);
    if (!request) continue;
    const output = command.output && answerOfOutput(block, command.output);
    return { exchange: { request, ...(output?.response && { response: output.response }) }, findings: [], ...(output?.body && { answer: output.body }) };
  }
  return undefined;
}
