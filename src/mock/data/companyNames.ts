// faker's company names drawn from its English patterns, the same names from the same draws.
import type { Faker } from '@faker-js/faker';
import type { SeededDraws } from './seededDraws';

/** A pattern's pieces: literal text, or the list a placeholder names. */
type Piece = string | readonly string[];

const PLACEHOLDER = /\{\{([^}]+)\}\}/;

/** The list a placeholder names in faker's definitions (`person.last_name.generic`). */
function definitionList(faker: Faker, path: string): readonly string[] {
  const list = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], faker.rawDefinitions);
  if (!Array.isArray(list)) throw new Error(`faker's company name pattern names '${path}', which is not a list of its definitions`);
  return list as string[];
}

/**
 * `faker.company.name()` with its patterns parsed once. faker fills a pattern's placeholders
 * through its template engine on every call (`helpers.fake`: a search, a substring and an
 * expression lookup per placeholder), a large share of generating a million releases. The draws are the
 * same ones in the same order (the pattern, then each placeholder's element, left to right), made
 * by `draws` on `faker`'s stream, so the names and everything drawn after them are unchanged: a
 * property test holds them equal.
 */
export function companyNames(faker: Faker, draws: SeededDraws): () => string {
  const patterns: Piece[][] = faker.rawDefinitions.company!.name_pattern!.map((pattern) =>
    pattern.split(PLACEHOLDER).map((piece, k) => (k % 2 === 0 ? piece : definitionList(faker, piece))),
  );
  return () => {
    let name = '';
    for (const piece of draws.element(patterns)) name += typeof piece === 'string' ? piece : draws.element(piece);
    return name;
  };
}
