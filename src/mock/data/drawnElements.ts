import type { Faker } from '@faker-js/faker';

/**
 * `faker.helpers.arrayElements(array, count)` without its copy of the whole array: faker copies
 * the array and shuffles its last `count` places, and the generator draws 0-3 of up to 400 report
 * types for each of a million releases (a 400-element copy each, most of it garbage at once).
 * The same draws in the same order (one `number.int(n)` per place, from the last down), with only
 * the swapped places kept, give the same elements: a property test holds them equal. Counts that
 * take the whole array or none go to faker itself.
 */
export function drawnElements<T>(faker: Faker, array: readonly T[], count: number): T[] {
  if (count <= 0 || count >= array.length) return faker.helpers.arrayElements(array, count);
  /** The places swapped so far, and what they hold now; the others hold what `array` does. */
  const swapped = new Map<number, T>();
  const at = (place: number): T => (swapped.has(place) ? swapped.get(place)! : array[place]);
  const first = array.length - count;
  for (let place = array.length - 1; place >= first; place--) {
    const other = faker.number.int(place);
    const held = at(other);
    swapped.set(other, at(place));
    swapped.set(place, held);
  }
  return Array.from({ length: count }, (_, k) => at(first + k));
}
