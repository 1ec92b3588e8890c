// The generator's random draws, made as faker makes them from the same randomizer without its overhead.
import type { Randomizer } from '@faker-js/faker';

/**
 * The draws the generator makes for each release, straight from the seeded randomizer: the same
 * `next()` calls and the same arithmetic as faker 9.9.0's `number.int`, `datatype.boolean`,
 * `helpers.arrayElement` and `helpers.weightedArrayElement` (a property test holds them equal
 * over many seeds), so that the releases are unchanged. faker builds an options object per call,
 * destructures it with defaults and checks it, and `datatype.boolean` goes through `number.float`:
 * a large share of generating a million releases' garbage.
 * Share the randomizer with the faker instance that draws the rest (`seededFaker(randomizer)`).
 */
export class SeededDraws {
  constructor(private readonly randomizer: Randomizer) {}

  /** Restarts the stream (`faker.seed(seed)`). */
  seed(seed: number | number[]): void {
    this.randomizer.seed(seed);
  }

  /** `faker.number.int({ min, max })` for integers `min <= max`: no draw when they are equal. */
  int(min: number, max: number): number {
    if (min === max) return min;
    return Math.floor(this.randomizer.next() * (max - min + 1) + min);
  }

  /** `faker.datatype.boolean(probability)`: no draw at 0 or below, nor at 1 or above. */
  boolean(probability: number): boolean {
    if (probability <= 0) return false;
    if (probability >= 1) return true;
    return this.randomizer.next() < probability;
  }

  /** `faker.helpers.arrayElement(array)` of a non-empty array: no draw for one element. */
  element<T>(array: readonly T[]): T {
    return array[array.length > 1 ? this.int(0, array.length - 1) : 0];
  }

  /** `faker.helpers.weightedArrayElement(weighted)` of a non-empty list of positive weights. */
  weightedElement<T>(weighted: readonly { weight: number; value: T }[]): T {
    let total = 0;
    for (const { weight } of weighted) total += weight;
    const drawn = this.randomizer.next() * total;
    let reached = 0;
    for (const { weight, value } of weighted) {
      reached += weight;
      if (drawn < reached) return value;
    }
    return weighted[weighted.length - 1].value;
  }
}
