// Tests of answerShape: the items, values and depth of an answer counted in its text, and the stop past each bound.
import { answerShape, type ShapeBounds } from './answerShape';

const WIDE: ShapeBounds = { maxItems: 100, maxValues: 1000, maxDepth: 100 };
const itemsOf = (text: string, maxItems = 100) => answerShape(text, { ...WIDE, maxItems }).items;

test.each([
  ['{"meta":{"total_count":3},"items":[{"id":1},{"id":2},{"id":3}]}', 3],
  ['{"items":[]}', 0],
  ['{ "items" : [ ] }', 0],
  ['{"items":[1]}', 1],
  ['{"items":[[1,2],{"a":[3,4],"b":"x,y"},"c,]d",null]}', 4],
  ['{"meta":{"items":[1,2,3]},"other":[1,2],"items":[{"title":"a \\" , ] quote"},2]}', 2],
  ['{"title":"\\"items\\"","items":[1,2]}', 2],
  ['{"message":"no items"}', 0],
  ['[1,2,3]', 0],
  ['not json', 0],
])('%s holds %d items', (text, expected) => {
  expect(itemsOf(text)).toBe(expected);
});

test('stops counting items one past the bound', () => {
  const text = `{"items":[${Array(1000).fill('{}').join(',')}]}`;
  expect(itemsOf(text, 10)).toBe(11);
  expect(answerShape(text, { ...WIDE, maxItems: 1000, maxValues: 10_000 }).items).toBe(1000);
});

test('an escaped key and a repeated one are read as JSON.parse reads them', () => {
  expect(itemsOf('{"\\u0069tems":[1,2,3]}')).toBe(3);
  expect(itemsOf('{"items":[1],"items":[1,2,3,4]}')).toBe(4);
});

/** Every value JSON.parse makes of `text`, member names not counted, and the deepest nesting. */
function parsedShape(text: string): { values: number; depth: number } {
  const walk = (value: unknown, depth: number): { values: number; depth: number } => {
    if (value === null || typeof value !== 'object') return { values: 1, depth: depth - 1 };
    const inner = Object.values(value).map((v) => walk(v, depth + 1));
    return { values: 1 + inner.reduce((sum, s) => sum + s.values, 0), depth: Math.max(depth, ...inner.map((s) => s.depth)) };
  };
  return walk(JSON.parse(text), 1);
}

test.each([
  '{"meta":{"total_count":3,"x":[{},{},{}]},"items":[{"id":1,"title":"a, \\"b\\": [c]","ok":true,"none":null,"n":-1.5e3}]}',
  '[[[[[]]]],{"a":{"b":{"c":[1,"2",false]}}}]',
  ' { "a" : [ 1 , 2 , { "b" : "c" } ] , "d" : "" } ',
  '"just a string"',
  '12345',
  '[]',
])('%s: the values and depth JSON.parse makes of it', (text) => {
  const { values, depth } = answerShape(text, WIDE);
  expect({ values, depth }).toEqual(parsedShape(text));
});

test('stops one past the values bound and one past the depth bound', () => {
  const flat = `{"meta":{"x":[${Array(5000).fill('{}').join(',')}]},"items":[]}`;
  expect(answerShape(flat, { ...WIDE, maxValues: 100 }).values).toBe(101);
  const deep = `${'['.repeat(500)}${']'.repeat(500)}`;
  expect(answerShape(deep, { ...WIDE, maxValues: 10_000, maxDepth: 64 }).depth).toBe(65);
});
