import { itemCount } from './itemCount';

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
  expect(itemCount(text, 100)).toBe(expected);
});

test('stops counting one past the bound', () => {
  const text = `{"items":[${Array(1000).fill('{}').join(',')}]}`;
  expect(itemCount(text, 10)).toBe(11);
  expect(itemCount(text, 1000)).toBe(1000);
});

test('an escaped key and a repeated one are read as JSON.parse reads them', () => {
  expect(itemCount('{"\\u0069tems":[1,2,3]}', 100)).toBe(3);
  expect(itemCount('{"items":[1],"items":[1,2,3,4]}', 100)).toBe(4);
});
