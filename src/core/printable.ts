// The one sanitizer of every command's output: text a server or a client sent (reasons, values,
// replays, request targets, log messages) is made harmless before any command prints or writes it:
// no escape sequence reaches a terminal or a CI log viewer (colours, cursor moves, window titles,
// hyperlinks, clipboard writes), no control character reaches a file, no password in a URL is kept.

/* eslint-disable no-control-regex -- matching control characters is this file's job */

/**
 * What a terminal acts on: a CSI (ESC [ or its 8-bit form 0x9B) up to its final byte; an OSC, DCS,
 * SOS, PM or APC string (ESC ] P X ^ _ or their 8-bit forms) up to BEL or ST; any other ESC with
 * its intermediate and final bytes.
 */
const ESCAPE_SEQUENCE = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b[\]PX^_]|[\x90\x98\x9d-\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)|\x1b[ -/]*[0-~]/g;

/** Tabs and line breaks: a field of a report is one line, so they become one space. */
const WHITESPACE_CONTROLS = /[\t\n\v\f\r]+/g;

/** Every other C0 control, DEL and every C1 control, among them the leftovers of broken sequences. */
const CONTROLS = /[\x00-\x1f\x7f-\x9f]/g;

/**
 * What a terminal may act on that JSON.stringify leaves as it is: DEL, the C1 controls (8-bit
 * CSI, OSC, ST...), the bidirectional marks, embeddings, overrides and isolates (text shown in
 * another order than it is), and the line and paragraph separators.
 */
const RAW_IN_JSON = /[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with those code points written as `\uXXXX` escapes: the same value once parsed, and
 * nothing a terminal acts on when the line is printed (JSON escapes the C0 controls itself). They
 * can stand only inside a JSON string, where an escape is always valid.
 */
export const terminalSafeJson = (json: string): string => json.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The user name and password of a URL (`https://user:pass@`), wherever one is in a text. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;

/** A URL's credentials written as `…`: a text shows where they were, never what. */
export const withoutCredentials = (text: string) => text.replace(URL_CREDENTIALS, '$1…@');

/** `text` on one line, without escape sequences, control characters or a URL's credentials. */
export function printable(text: string): string {
  return withoutCredentials(text.replace(ESCAPE_SEQUENCE, '').replace(WHITESPACE_CONTROLS, ' ').replace(CONTROLS, ''));
}

/** `text` of several lines, each made `printable` (an indentation's tabs become spaces). */
export const printableLines = (text: string) => text.split('\n').map(printable).join('\n');

/** Prints `text` on stdout, each line made `printable`: how a command speaks to a terminal. */
export const printOut = (text: string) => console.log(printableLines(text));

/** Prints `text` on stderr, each line made `printable`. */
export const printErr = (text: string) => console.error(printableLines(text));
