import type { Faker } from '@faker-js/faker';
// The English entry point only: the main one loads every locale, ~160 ms of the mock's start-up.
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { SeededRandomizer } from './seededRandomizer';

/** An English faker on the constant-time seeded randomizer; seed it (`faker.seed([...])`) before each draw that must be reproducible. */
export const seededFaker = (): Faker =>
  // That entry exports an instance, not the class: its constructor is the class, its definitions English.
  new (englishFaker.constructor as typeof Faker)({ locale: [englishFaker.rawDefinitions], randomizer: new SeededRandomizer() });
