// faker's `arrayElements` draw without copying the whole array, giving the same elements from the same draws.
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
  // The places swapped so far and the place of `array` each now holds (at most 2 * taken), in
  // scratch arrays reused by every call: the other places hold their own. Lists made per call would be
  // most of this function's garbage.
  if (swapped.places.length < 2 * taken) swapped = { places: new Int32Array(2 * taken), held: new Int32Array(2 * taken), count: 0 };
  swapped.count = 0;
  const first = array.length - taken;
  for (let place = array.length - 1; place >= first; place--) {
    const other = draws.int(0, place);
    const value = heldAt(other);
    hold(other, heldAt(place));
    hold(place, value);
  }
  const drawn = new Array<T>(taken);
  for (let k = 0; k < taken; k++) drawn[k] = array[heldAt(first + k)];
  return drawn;
}

let swapped = { places: new Int32Array(8), held: new Int32Array(8), count: 0 };

/** The place of the array whose element `place` holds now. */
function heldAt(place: number): number {
  for (let k = 0; k < swapped.count; k++) if (swapped.places[k] === place) return swapped.held[k];
  return place;
}

function hold(place: number, held: number): void {
  for (let k = 0; k < swapped.count; k++) {
    if (swapped.places[k] === place) {
      swapped.held[k] = held;
      return;
    }
  }
  swapped.places[swapped.count] = place;
  swapped.held[swapped.count++] = held;
}
