// A code's text as docs/errors.md writes it: a fixed text as it is, a text of arguments with each one named in braces (`unknown fields: {names}`).
import { ERRORS, type ErrorCode } from './registry';

/** The names of a text function's parameters, from its source (`(path, problems) => ...`). */
const parameterNames = (text: (...args: never[]) => string): string[] =>
  (/^\(([^)]*)\)/.exec(text.toString())?.[1] ?? '')
    .split(',')
    .map((parameter) => parameter.trim().split(/[\s:=]/)[0])
    .filter(Boolean);

/**
 * The text of `code` with each argument written `{name}`. A placeholder is a one-element array, so
 * that a text that joins a list, quotes a value or slices it still shows the name once.
 */
export function textTemplate(code: ErrorCode): string {
  const { text } = ERRORS[code] as { text: string | ((...args: unknown[]) => string) };
  if (typeof text === 'string') return text;
  const filled = String(text(...parameterNames(text).map((name) => [`{${name}}`])));
  return filled.replace(/\["(\{[^}]+\})"\]/g, '$1');
}
