// faker's randomizer on pure-rand's xoroshiro128+, seeded afresh for every record.
import type { Randomizer } from '@faker-js/faker';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Folds a seed, or a list of seeds, into 32 bits (FNV-1a over each number's two 32-bit halves; no array per call: it runs once per generated record). */
function foldSeed(seed: number | number[]): number {
  let hash = 0x811c9dc5;
  if (typeof seed === 'number') hash = foldNumber(hash, seed);
  else for (let k = 0; k < seed.length; k++) hash = foldNumber(hash, seed[k]);
  return hash | 0;
}

const foldNumber = (hash: number, value: number): number =>
  Math.imul(Math.imul(hash ^ ((value % 2 ** 32) | 0), 0x01000193) ^ (Math.floor(value / 2 ** 32) | 0), 0x01000193);

/**
 * faker's randomizer on pure-rand's xoroshiro128+. The generator seeds every record afresh (so that
 * one record's changes never shift another's); faker's default Mersenne Twister costs a 624-word
 * state to seed, which dominated start-up with a million records. This one seeds in constant time.
 */
export class SeededRandomizer implements Randomizer {
  private generator = xoroshiro128plus(0);

  next(): number {
    return uniformFloat64(this.generator);
  }

  seed(seed: number | number[]): void {
    this.generator = xoroshiro128plus(foldSeed(seed));
  }
}
