// Tests of AnswerShapeScanner: the items, values and depth of an answer counted in its bytes, fed whole or in
// chunks split anywhere, against a walk of what JSON.parse makes of it, and the stop past each bound.
import fc from 'fast-check';
import { AnswerShapeScanner, type AnswerShape, type ShapeBounds } from './answerShapeScanner';

const WIDE: ShapeBounds = { maxItems: 100, maxValues: 1000, maxDepth: 100 };
const UNBOUNDED: ShapeBounds = { maxItems: Infinity, maxValues: Infinity, maxDepth: Infinity };

/** The shape of `text`'s UTF-8 bytes fed in pieces cut at the byte offsets `cuts` (none: one feed). */
function shapeOf(text: string, bounds: ShapeBounds = WIDE, cuts: number[] = []): AnswerShape {
  const bytes = Buffer.from(text, 'utf8');
  const scanner = new AnswerShapeScanner(bounds);
  const ends = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const end of [...ends, bytes.length]) {
    scanner.feed(bytes.subarray(from, end));
    from = end;
  }
  return scanner.shape;
}

/** Every cut of `text` into two pieces, and into one piece a byte. */
const everySplit = (text: string): number[][] => {
  const length = Buffer.byteLength(text);
  return [...Array.from({ length: length + 1 }, (_, at) => [at]), Array.from({ length }, (_, at) => at)];
};

const itemsOf = (text: string, maxItems = 100) => shapeOf(text, { ...WIDE, maxItems }).items;

const ITEMS_CASES: [string, number][] = [
  ['{"meta":{"total_count":3},"items":[{"id":1},{"id":2},{"id":3}]}', 3],
  ['{"items":[]}', 0],
  ['{ "items" : [ ] }', 0],
  ['{"items":[1]}', 1],
  ['{"items":[[1,2],{"a":[3,4],"b":"x,y"},"c,]d",null]}', 4],
  ['{"meta":{"items":[1,2,3]},"other":[1,2],"items":[{"title":"a \\" , ] quote"},2]}', 2],
  ['{"title":"\\"items\\"","items":[1,2]}', 2],
  ['{"message":"no items"}', 0],
  ['{"\\u0069\\u0074\\u0065\\u006d\\u0073":[1,2]}', 2],
  ['{"items\\u0020":[1,2]}', 0],
  ['{"itemsitemsitemsitemsitemsitemsitems":[1,2],"x":1}', 0],
  ['[1,2,3]', 0],
  ['not json', 0],
];

test.each(ITEMS_CASES)('%s holds %d items', (text, expected) => {
  expect(itemsOf(text)).toBe(expected);
});

test.each(ITEMS_CASES)('%s: the same items however it is cut', (text, expected) => {
  for (const cuts of everySplit(text)) expect(shapeOf(text, WIDE, cuts).items).toBe(expected);
});

test('stops counting items one past the bound', () => {
  const text = `{"items":[${Array(1000).fill('{}').join(',')}]}`;
  expect(itemsOf(text, 10)).toBe(11);
  expect(shapeOf(text, { ...WIDE, maxItems: 1000, maxValues: 10_000 }).items).toBe(1000);
});

test('an escaped key and a repeated one are read as JSON.parse reads them', () => {
  expect(itemsOf('{"\\u0069tems":[1,2,3]}')).toBe(3);
  expect(itemsOf('{"items":[1],"items":[1,2,3,4]}')).toBe(4);
});

/** Every value JSON.parse makes of `text`, member names not counted, the deepest nesting, and the length of a top-level object's `items`. */
function parsedShape(text: string): AnswerShape {
  const walk = (value: unknown, depth: number): { values: number; depth: number } => {
    if (value === null || typeof value !== 'object') return { values: 1, depth: depth - 1 };
    const inner = Object.values(value).map((v) => walk(v, depth + 1));
    return { values: 1 + inner.reduce((sum, s) => sum + s.values, 0), depth: Math.max(depth, ...inner.map((s) => s.depth)) };
  };
  const parsed: unknown = JSON.parse(text);
  const items = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { items?: unknown }).items : undefined;
  return { items: Array.isArray(items) ? items.length : 0, ...walk(parsed, 1) };
}

const SHAPE_CASES = [
  '{"meta":{"total_count":3,"x":[{},{},{}]},"items":[{"id":1,"title":"a, \\"b\\": [c]","ok":true,"none":null,"n":-1.5e3}]}',
  '[[[[[]]]],{"a":{"b":{"c":[1,"2",false]}}}]',
  ' { "a" : [ 1 , 2 , { "b" : "c" } ] , "d" : "" } ',
  '{"items":["\\\\","\\\\\\"","\\"\\\\\\\\",""],"k\\\\":"\\\\\\\\\\\\"}',
  '{"items":["é","日本","😀 \\ud83d\\ude00",{"ü":"€"}],"ñ":["\\u00e9"]}',
  '{"items":[12345,-0.5e-10,true,false,null,1E+2]}',
  '"just a string"',
  '12345',
  '[]',
];

test.each(SHAPE_CASES)('%s: the counts JSON.parse makes of it, however it is cut', (text) => {
  const expected = parsedShape(text);
  expect(shapeOf(text)).toEqual(expected);
  for (const cuts of everySplit(text)) expect(shapeOf(text, WIDE, cuts)).toEqual(expected);
});

test('any JSON, cut at any bytes, counts as the whole and as JSON.parse makes it', () => {
  const spacing = fc.constantFrom(undefined, 1, '\t', '\r\n ');
  // Characters JSON escapes or writes in several bytes come often, the rest of Unicode too.
  const unit = fc.oneof(fc.constantFrom('"', '\\', '\n', ',', ']', '}', ':', 'é', '€', '😀'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
  const document = fc
    .tuple(fc.jsonValue({ maxDepth: 5, stringUnit: unit }), fc.boolean(), spacing)
    .map(([value, asPage, space]) => JSON.stringify(asPage ? { meta: { total_count: 1 }, items: Array.isArray(value) ? value : [value] } : value, null, space));
  fc.assert(
    fc.property(document, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
      const whole = shapeOf(text, UNBOUNDED);
      expect(whole).toEqual(parsedShape(text));
      expect(shapeOf(text, UNBOUNDED, cuts)).toEqual(whole);
    }),
    { numRuns: 400, seed: 40 },
  );
});

test('stops one past the values bound and one past the depth bound, and reads nothing fed after', () => {
  const flat = `{"meta":{"x":[${Array(5000).fill('{}').join(',')}]},"items":[]}`;
  expect(shapeOf(flat, { ...WIDE, maxValues: 100 }).values).toBe(101);
  const deep = `${'['.repeat(500)}${']'.repeat(500)}`;
  expect(shapeOf(deep, { ...WIDE, maxValues: 10_000, maxDepth: 64 }).depth).toBe(65);
  const scanner = new AnswerShapeScanner({ ...WIDE, maxValues: 3 });
  expect(scanner.feed(Buffer.from('["a",'))).toBe(false);
  expect(scanner.feed(Buffer.from('1,{'))).toBe(true);
  expect(scanner.feed(Buffer.from(',2,3,4]'))).toBe(true);
  expect(scanner.shape.values).toBe(4);
});

test('an escaped quote at a cut keeps its string open: the values written in the string are none', () => {
  const text = `["a\\",1,2,3,4,5,6,7,8,9"]`;
  for (const cuts of everySplit(text)) expect(shapeOf(text, { ...WIDE, maxValues: 3 }, cuts).values).toBe(2);
});
