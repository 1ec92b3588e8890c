// Reads a request written as code: JavaScript's `fetch(url, { headers })` with `URLSearchParams`
// of literal values, and Python's `requests.get(url, params={...}, headers={...})`. The literal
// objects and dicts are read by json5 (a JavaScript object literal or a Python dict of strings and
// numbers is JSON5); the call's arguments are found by matching brackets outside strings.
import JSON5 from 'json5';
import type { CodeBlock } from '../codeBlock';
import type { Header } from '../parseHttpBlock';
import type { RequestRead } from './requestRead';

type Language = 'fetch' | 'requests';

const CALLS: Record<Language, RegExp> = { fetch: /\bfetch\s*\(/, requests: /\brequests\.(get|head|post|put|delete|patch|request)\s*\(/ };
const QUOTES = new Set(['"', "'", '`']);

/** The index just past the bracket that closes the one at `open`, strings skipped. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (QUOTES.has(c)) {
      const end = text.indexOf(c, i + 1);
      i = end === -1 ? text.length : end;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The parts of `text` between top-level `separator`s, trimmed. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (QUOTES.has(c)) i = Math.max(text.indexOf(c, i + 1), i);
    else if ('([{'.includes(c)) i = closing(text, i) - 1;
    else if (c === separator) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...parts, text.slice(start).trim()].filter((part) => part !== '');
}

/** A literal object or dict, or undefined when it is not one; identifiers and Python's constants read as written. */
function literalObject(text: string, values: Map<string, unknown>): Record<string, unknown> | undefined {
  const known = values.get(text.trim());
  if (known && typeof known === 'object') return known as Record<string, unknown>;
  const source = text
    .replace(/\bf(["'])/g, '$1')
    .replace(/`([^`]*)`/g, (_, body: string) => JSON.stringify(body))
    .replace(/:\s*([A-Za-z_$][\w$.]*)\s*(?=[,}])/g, (all, name: string) =>
      ['true', 'false', 'null'].includes(name)
        ? all
        : `: ${JSON.stringify(name === 'True' ? true : name === 'False' ? false : name === 'None' ? null : `$${name}`)}`,
    );
  try {
    const value: unknown = JSON5.parse(source);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A query string of an object's entries, a list value as repeated names (as requests sends it). */
const queryOf = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).flatMap(([name, value]) => [value].flat().map((one): [string, string] => [name, String(one)]))).toString();

/** A string expression: literals (JavaScript templates, Python f-strings) and known names joined by `+`; an unknown name reads `$name`. */
function stringOf(text: string, values: Map<string, unknown>): string {
  const show = (name: string) => {
    const value = values.get(name.trim());
    if (value === undefined) return `$${name.trim()}`;
    return typeof value === 'object' ? queryOf(value as Record<string, unknown>) : String(value);
  };
  return splitTopLevel(text, '+')
    .map((part) => {
      const literal = /^[frb]?(["'`])([\s\S]*)\1$/i.exec(part);
      if (!literal) return show(part.replace(/\.toString\(\)$/, '').replace(/^String\((.*)\)$/, '$1'));
      return literal[2]
        .replace(/\$\{([^}]+)\}/g, (_, name: string) => show(name))
        .replace(/(?<!\$)\{(\w+)\}/g, (all, name: string) => (values.has(name) ? show(name) : all));
    })
    .join('');
}

/** The block's assignments of literal values: strings, objects and dicts, `new URLSearchParams({...})`. */
function assignments(text: string): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const assignment = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*/gm;
  for (let match = assignment.exec(text); match; match = assignment.exec(text)) {
    const start = match.index + match[0].length;
    const opener = text.slice(start).search(/[({[]/);
    const lineEnd = text.indexOf('\n', start) === -1 ? text.length : text.indexOf('\n', start);
    const end = opener !== -1 && start + opener < lineEnd ? closing(text, start + opener) : lineEnd;
    const expression = text.slice(start, end).trim().replace(/;$/, '');
    const params = /^new\s+URLSearchParams\s*\(([\s\S]*)\)$/.exec(expression);
    const object = literalObject(params ? params[1] : expression, values);
    values.set(match[1], object ?? stringOf(expression, values));
  }
  return values;
}

const lineOf = (block: CodeBlock, offset: number) => block.line + block.text.slice(0, offset).split('\n').length - 1;

/** The request of a `fetch()` or `requests` call in the block, or undefined when it holds none. */
export function readCodeCall(block: CodeBlock, language: Language): RequestRead | undefined {
  const call = CALLS[language].exec(block.text);
  if (!call) return undefined;
  const values = assignments(block.text.slice(0, call.index));
  const open = call.index + call[0].length - 1;
  const args = splitTopLevel(block.text.slice(open + 1, closing(block.text, open) - 1), ',');
  const positional = args.filter((arg) => !/^\w+\s*=[^=]/.test(arg));
  const keyword = (name: string) => args.find((arg) => new RegExp(`^${name}\\s*=[^=]`).test(arg))?.replace(/^\w+\s*=/, '');
  const method = language === 'requests' && call[1] !== 'request' ? call[1].toUpperCase() : undefined;
  const [url, options] = method === undefined && language === 'requests' ? positional.slice(1) : positional;
  if (url === undefined) return undefined;
  const init = options === undefined ? undefined : literalObject(options, values);
  const headerObject = language === 'requests' ? literalObject(keyword('headers') ?? '{}', values) : (init?.headers as Record<string, unknown> | undefined);
  const params = language === 'requests' && keyword('params') ? literalObject(keyword('params')!, values) : undefined;
  const base = stringOf(url, values);
  const target = params ? `${base}${base.includes('?') ? '&' : '?'}${queryOf(params)}` : base;
  const headers: Header[] = Object.entries(headerObject ?? {}).map(([name, value]) => {
    const at = block.text.indexOf(name, open);
    return { name, value: String(value), line: lineOf(block, at === -1 ? call.index : at) };
  });
  const verb = method ?? (language === 'requests' ? stringOf(positional[0] ?? "'GET'", values) : String(init?.method ?? 'GET'));
  return { exchange: { request: { method: verb.toUpperCase(), target, headers, line: lineOf(block, call.index) } }, findings: [] };
}
