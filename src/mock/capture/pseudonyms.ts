import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { loadWordLists } from '../data/fixtureFiles';
import { seededFaker } from '../data/seededFaker';
import { toSlug } from '../data/slugs';
import type { KnownNames } from './knownNames';
import { NameMatcher } from './nameMatcher';

/** One random stream per kind of name, so that a company and a product of the same spelling draw apart. */
const STREAM = { company: 1, product: 2, sender: 3, code: 4 } as const;
/** Draws of a fake before falling back to a hex one (only a name whose every draw clashes gets there). */
const MAX_DRAWS = 50;
/** Draws of a one-word company's fake before it takes two words: faker has about 470 last names. */
const ONE_WORD_DRAWS = 10;
/** Codes shorter than this are not looked for in slugs, whose words are lower case (`on`, `ai` are words there). */
const MIN_CODE_IN_SLUG = 3;

/** Four 32-bit words of the name's SHA-256: a name's fake depends on the name and the seed, not on the order of the records (nor on the other names, unless two draws clash). */
const digestWords = (name: string): number[] => {
  const digest = createHash('sha256').update(name).digest();
  return [0, 4, 8, 12].map((offset) => digest.readUInt32BE(offset));
};

/**
 * A consistent fake for every known name, drawn with faker from the seed and a hash of the name
 * (so the same name always gets the same fake), unique among the fakes and holding no original
 * name; then the same replacement inside free text and slugs. Hosts become `site-<n>.example.com`,
 * numbered in sorted order.
 */
export class Pseudonyms {
  private readonly faker = seededFaker();
  /** Companies', products' and senders' fakes by the original in lower case. */
  private readonly names = new Map<string, string>();
  /** Products' codes' fakes by the code as written: codes are matched case-sensitively. */
  private readonly codes = new Map<string, string>();
  private readonly hosts = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** Any original name, code or host: no fake may hold one. */
  private readonly originals: NameMatcher;
  private readonly inText: NameMatcher;
  private readonly slugs = new Map<string, string>();
  private readonly inSlugs: NameMatcher;

  constructor(known: KnownNames, private readonly seed: number) {
    const { companies, products, senders, shortNames, hosts } = known;
    this.originals = new NameMatcher([...companies, ...products, ...senders, ...shortNames, ...hosts]);
    const { product_regions: regions, product_suffixes: suffixes } = loadWordLists();
    for (const company of companies) {
      const words = /\s/u.test(company.trim()) ? 2 : 1;
      this.assign(company, STREAM.company, (faker, attempt) =>
        words === 2 || attempt >= ONE_WORD_DRAWS ? `${faker.person.lastName()} ${faker.person.lastName()}` : faker.person.lastName(),
      );
    }
    // A product keeps its company, faked: a search for the fake company finds its products as the real one did.
    const companyIn = new NameMatcher(companies);
    for (const product of products) {
      const company = companyIn.find(product);
      this.assign(product, STREAM.product, (faker) => {
        const lead = company === undefined ? faker.commerce.productAdjective() : this.names.get(company.toLowerCase());
        return `${lead} ${faker.helpers.arrayElement(regions)} ${faker.helpers.arrayElement(suffixes)}`;
      });
    }
    for (const sender of senders) this.assign(sender, STREAM.sender, (faker) => faker.company.name());
    for (const code of shortNames) {
      // Letter for letter, keeping case, digits and punctuation: `AGI12` → `QXR12`.
      this.codes.set(code, this.draw(code, STREAM.code, (faker) => code.replace(/\p{L}/gu, (letter) => faker.string.alpha({ casing: letter === letter.toLowerCase() ? 'lower' : 'upper' }))));
    }
    hosts.forEach((host, n) => this.hosts.set(host.toLowerCase(), `site-${n + 1}.example.com`));
    this.inText = new NameMatcher([...this.names.keys(), ...shortNames, ...this.hosts.keys()]);
    for (const [name, fake] of [...this.names, ...[...this.codes].filter(([code]) => code.length >= MIN_CODE_IN_SLUG)]) {
      if (toSlug(name) !== '') this.slugs.set(toSlug(name), toSlug(fake));
    }
    this.inSlugs = new NameMatcher(this.slugs.keys());
  }

  /** Free text with every known name, code and host replaced by its fake (whole words; names whatever the case, codes as written). */
  text(value: string): string {
    return this.inText.replace(value, (found) => this.codes.get(found) ?? this.names.get(found.toLowerCase()) ?? this.hosts.get(found.toLowerCase()));
  }

  /** A name field (a product's name, a sender): its own fake, or, when it is no known name as a whole, the text with the names it holds replaced. */
  name(value: string): string {
    return this.names.get(value.toLowerCase()) ?? this.text(value);
  }

  /** A product's code. */
  code(value: string): string {
    return this.codes.get(value) ?? value;
  }

  /** A slug or a URL's path segment with the slug form of every known name replaced (`acme-research` → `wolff-research`). */
  slugText(value: string): string {
    return this.inSlugs.replace(value, (found) => this.slugs.get(found.toLowerCase()));
  }

  /** A URL's host. */
  host(value: string): string {
    return this.hosts.get(value.toLowerCase()) ?? 'site-0.example.com';
  }

  private assign(name: string, stream: number, make: (faker: Faker, attempt: number) => string): void {
    if (!this.names.has(name.toLowerCase())) this.names.set(name.toLowerCase(), this.draw(name, stream, make));
  }

  /** A fake for `name`, drawn again (the attempt is part of the seed) while it clashes with another fake or holds an original name. */
  private draw(name: string, stream: number, make: (faker: Faker, attempt: number) => string): string {
    const words = digestWords(name.toLowerCase());
    for (let attempt = 0; ; attempt += 1) {
      this.faker.seed([this.seed, stream, ...words, attempt]);
      const fake = attempt < MAX_DRAWS ? make(this.faker, attempt) : `X${this.faker.string.hexadecimal({ length: 8, prefix: '', casing: 'lower' })}`;
      if (!this.taken.has(fake.toLowerCase()) && this.originals.find(fake) === undefined) {
        this.taken.add(fake.toLowerCase());
        return fake;
      }
    }
  }
}
