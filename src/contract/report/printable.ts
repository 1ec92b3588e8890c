// Text a server sent (reasons, expected and actual values, replays, warnings, the fault) is made
// harmless before a report prints or writes it: no escape sequence reaches a terminal or a CI log
// viewer (colours, cursor moves, window titles, hyperlinks), no control character reaches a file.

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

/** `text` on one line, without escape sequences or control characters. */
export function printable(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(WHITESPACE_CONTROLS, ' ').replace(CONTROLS, '');
}
