// Tests of locating a JSON syntax error by offset, line and column.
import { jsonErrorOffset, jsonSyntaxError } from './jsonSyntaxError';

describe('jsonErrorOffset: the first character that cannot continue the text as JSON', () => {
  test.each([
    ['releases: []', 0],
    ['[1,]', 3],
    ['[1 2]', 3],
    ['[01]', 2],
    ['[tru]', 1],
    ['[1e]', 2],
    ['{,}', 1],
    ['{"a" 1}', 5],
    ['{"a":1,}', 7],
    ['{"a":1}}', 7],
    ['{"a":[1,{"b":null}],"c":"d"} x', 29],
    ['{"a": secret}', 6],
    ['["a\u0001"]', 3],
    ['{"a":"\\x"}', 6],
    ['{"a":"\\u12G4"}', 6],
    ["['single']", 1],
    ['\ufeff[]', 0],
    ['[{"id": 1', 9],
    ['"abc', 4],
    ['[[[', 3],
  ])('%p: %p', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  test('a million open brackets are scanned without overflowing the stack', () => {
    const text = '['.repeat(1_000_000);
    expect(jsonErrorOffset(text)).toBe(text.length);
  });

  test('valid JSON before the fault is read through: every kind of value, escapes, nesting and whitespace', () => {
    const valid = ' {"a": [1, -2.5e+3, 0.1E-2, true, false, null, "t\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9"], "b": {}, "c": [], "d": [{"e": [[]]}]}\n';
    expect(jsonErrorOffset(`[${valid}, @]`)).toBe(valid.length + 3);
  });
});

describe('jsonSyntaxError: the place, by line and column, never the text', () => {
  test.each([
    ['', 'it is empty'],
    [' \n\t', 'it is empty'],
    ['[\n  {"id": 1,\n   "key": S3CRET}\n]', 'it is not valid JSON at line 3, column 11'],
    ['[\r\n1,\r\n]', 'it is not valid JSON at line 3, column 1'],
    ['{"tokens": [\n', 'it ends before its JSON does (line 2, column 1)'],
  ])('%p: %p', (text, message) => {
    expect(jsonSyntaxError(text)).toBe(message);
  });
});
