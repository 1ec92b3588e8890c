// Tests that answer bytes become the text JSON.parse reads, for any bytes.
import fc from 'fast-check';
import { jsonText } from './jsonText';

/** What JSON.parse makes of a text: its value, or that it threw. */
function parsedOf(text: string): { value: unknown } | 'not JSON' {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return 'not JSON';
  }
}

/** The property the checks rely on: the same parse as the plain UTF-8 text, and empty exactly when it is. */
function expectSameParse(bytes: Buffer): void {
  const plain = bytes.toString('utf8');
  const text = jsonText(bytes);
  expect(parsedOf(text)).toEqual(parsedOf(plain));
  expect(text === '').toBe(plain === '');
}

/** Long enough that characters fall on the 1 KB block boundaries. */
const padded = (text: string, pad: number) => `${' '.repeat(pad)}${text}`;

describe('jsonText', () => {
  test('parses as the UTF-8 text for any JSON value, astral characters and block boundaries included', () => {
    const value = fc.jsonValue({ maxDepth: 3 });
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, value), { maxLength: 60 }), fc.nat(1100), (pairs, pad) => {
        expectSameParse(Buffer.from(padded(JSON.stringify(Object.fromEntries(pairs)), pad)));
      }),
      { numRuns: 300 },
    );
  });

  test('parses as the UTF-8 text for any bytes: invalid UTF-8, escapes, characters outside strings', () => {
    const fragments = ['{', '}', '[', ']', '"', '\\', '\\\\', '\\u', '00e9', ':', ',', 'a', ' ', 'é', '😀', '\u2028', 'Σύνοψη'].map((one) => Buffer.from(one));
    const invalid = [[0xc3], [0x80], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xff], [0xed, 0xa0, 0x80]].map((bytes) => Buffer.from(bytes));
    const unit = fc.constantFrom(...fragments, ...invalid);
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 80 }), fc.nat(1100), (units, pad) => expectSameParse(Buffer.concat([Buffer.from(' '.repeat(pad)), ...units]))),
      { numRuns: 1000 },
    );
  });

  test.each([
    ['a non-ASCII character after a backslash is not JSON', '{"title":"\\é"}'],
    ['after an escaped backslash it is', '{"title":"\\\\é"}'],
    ['outside a string it is not', '{"title":é}'],
    ['an empty body', ''],
  ])('%s', (_, text) => expectSameParse(Buffer.from(text)));

  test('a listing with accented and Greek titles becomes a text of one byte a character (the cheap string to parse)', () => {
    const body = JSON.stringify({ items: [{ title: 'Überblick — Σύνοψη ✓' }, { title: 'Crème 😀' }] });
    const text = jsonText(Buffer.from(body));
    expect([...text].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(text)).toEqual(JSON.parse(body));
  });
});
