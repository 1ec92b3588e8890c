import type { SeededDraws } from './seededDraws';

/**
 * `faker.helpers.arrayElements(array, count)` without its copy of the whole array: faker copies
 * the array and shuffles its last `count` places, and the generator draws 0-3 of up to 400 report
 * types for each of a million releases (a 400-element copy each, most of it garbage at once).
 * The same draws in the same order (one `number.int(n)` per place, from the last down; for a
 * count of the whole array or more, faker's shuffle, whose last place draws nothing, as
 * `draws.int(0, 0)` does not), with only the swapped places kept, give the same elements: a
 * property test holds them equal.
 */
export function drawnElements<T>(draws: SeededDraws, array: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  const taken = Math.min(count, array.length);
  // The places swapped so far and what they hold now, in two short parallel lists (at most 2 * count):
  // the others hold what `array` does. A Map and its closure per call were most of this function's garbage.
  const swapped: Swapped<T> = { places: [], held: [] };
  const first = array.length - taken;
  for (let place = array.length - 1; place >= first; place--) {
    const other = draws.int(0, place);
    const value = heldAt(swapped, array, other);
    hold(swapped, other, heldAt(swapped, array, place));
    hold(swapped, place, value);
  }
  const drawn = new Array<T>(taken);
  for (let k = 0; k < taken; k++) drawn[k] = heldAt(swapped, array, first + k);
  return drawn;
}

interface Swapped<T> {
  places: number[];
  held: T[];
}

function heldAt<T>({ places, held }: Swapped<T>, array: readonly T[], place: number): T {
  const k = places.indexOf(place);
  return k < 0 ? array[place] : held[k];
}

function hold<T>({ places, held }: Swapped<T>, place: number, value: T): void {
  const k = places.indexOf(place);
  if (k < 0) {
    places.push(place);
    held.push(value);
  } else held[k] = value;
}
