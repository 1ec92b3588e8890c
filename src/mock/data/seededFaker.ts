// faker on the seeded randomizer, English only, and the generator's own draws sharing its stream.
import type { Faker } from '@faker-js/faker';
// The English entry point only: the main one loads every locale, which would weigh on the mock's start-up.
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { SeededDraws } from './seededDraws';
import { SeededRandomizer } from './seededRandomizer';

/**
 * An English faker on the constant-time seeded randomizer; seed it (`faker.seed([...])`) before each draw
 * that must be reproducible. Pass the randomizer to share its stream with draws made beside faker (`SeededDraws`).
 */
export const seededFaker = (randomizer: SeededRandomizer = new SeededRandomizer()): Faker =>
  // That entry exports an instance, not the class: its constructor is the class, its definitions English.
  new (englishFaker.constructor as typeof Faker)({ locale: [englishFaker.rawDefinitions], randomizer });

/** A seeded faker and `SeededDraws` on its stream: a draw by either moves both, as one faker's would. */
export function seededFakerAndDraws(): { faker: Faker; draws: SeededDraws } {
  const randomizer = new SeededRandomizer();
  return { faker: seededFaker(randomizer), draws: new SeededDraws(randomizer) };
}
