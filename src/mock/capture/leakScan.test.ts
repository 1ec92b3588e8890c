// Tests of the leak scan: a word left in is found, kept and short words are not leaks.
import { findLeaks } from './leakScan';
import { wordKeysOf } from './textWords';

const input = { title: 'Halvorsen Maritime Q3 Results', from_name: 'Ingrid Solberg', short_name: 'HM7', id: '3f1c8a52-6f0e-4b8e-9d55-0c2b7a4e9b11' };
const words = wordKeysOf(input);
const keeps = (key: string) => ['q3', 'results'].includes(key);

test('a word of the input left in the output is found: the first field by its pointer, the word cut to its first character, the fields counted', () => {
  const output = { items: [{ title: 'Wolff Brandt Q3 Results' }, { title: 'Kuhn', note: 'by INGRID', other: 'maritime-desk' }] };
  expect(findLeaks(output, words, keeps)).toEqual({ pointer: '/items/1/note', hint: 'I… (6 characters)', fields: 2 });
});

test('kept words, words of three characters or fewer, digits and format-only values are not leaks', () => {
  const output = { title: 'Wolff Q3 Results', code: 'HM7', id: '3f1c8a52-6f0e-4b8e-9d55-0c2b7a4e9b11', year: '2026' };
  expect(findLeaks(output, words, keeps)).toBeUndefined();
});
