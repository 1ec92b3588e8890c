import type { KnownNames } from './knownNames';
import { Pseudonyms } from './pseudonyms';

const none: KnownNames = { companies: [], products: [], shortNames: [], senders: [], hosts: [] };

test('a fake depends on the name and the seed only, not on the other names', () => {
  const alone = new Pseudonyms({ ...none, companies: ['Acme'] }, 7);
  const among = new Pseudonyms({ ...none, companies: ['Acme', 'Globex', 'Initech'], products: ['Acme Rates Tracker'] }, 7);
  expect(among.name('Acme')).toBe(alone.name('Acme'));
  expect(new Pseudonyms({ ...none, companies: ['Acme'] }, 8).name('Acme')).not.toBe(alone.name('Acme'));
});

test('more companies than faker has last names: every fake is still distinct and holds no original name', () => {
  // 600 one-word companies, among them real last names faker might draw.
  const companies = [...Array.from({ length: 590 }, (_, i) => `Company${i}`), 'Smith', 'Jones', 'Brown', 'Miller', 'Davis', 'Wilson', 'Moore', 'Taylor', 'Clark', 'Lewis'];
  const fakes = new Pseudonyms({ ...none, companies }, 1);
  const drawn = companies.map((company) => fakes.name(company).toLowerCase());
  expect(new Set(drawn).size).toBe(companies.length);
  const originals = new Set(companies.map((company) => company.toLowerCase()));
  expect(drawn.filter((fake) => fake.split(/[^\p{L}\p{N}]+/u).some((word) => originals.has(word)))).toEqual([]);
  // Names, not hex strings: past faker's last names a company takes two of them.
  expect(drawn.filter((fake) => !/^[\p{L}' -]+$/u.test(fake))).toEqual([]);
});

test('codes keep their shape and are replaced in text only as written', () => {
  const fakes = new Pseudonyms({ ...none, shortNames: ['ON', 'AGI12'] }, 3);
  expect(fakes.code('AGI12')).toMatch(/^[A-Z]{3}12$/u);
  expect(fakes.text('ON and on: AGI12, agi12')).toBe(`${fakes.code('ON')} and on: ${fakes.code('AGI12')}, agi12`);
});
