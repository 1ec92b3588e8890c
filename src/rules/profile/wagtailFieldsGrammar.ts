// Wagtail's grammar of `fields` (the mock profile's reading of the parameter, and the mock's).

/** A `fields` value Wagtail refuses, with Wagtail's message (the mock answers it 400). */
export class FieldsSyntaxError extends Error {}

/** One entry of a `fields` value: a name, whether it is negated (`-name`), and its nested list, if any. */
export interface ParsedField {
  name: string;
  negated: boolean;
  subFields: ParsedField[] | null;
}

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
/** Python's `str.isspace()`, which Wagtail's parser uses: JavaScript's `\s` less U+FEFF, plus U+001C–U+001F and U+0085. */
// eslint-disable-next-line no-control-regex -- U+001C..U+001F are white space to Python, so they belong here
const PYTHON_SPACE = /^[\t\n\v\f\r \u001c-\u001f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u;

function fail(message: string): never {
  throw new FieldsSyntaxError(`fields error: ${message}`);
}

/**
 * Parses a `fields` value with the grammar and messages of Wagtail's `parse_fields_parameter`
 * (wagtail/api/v2/utils.py): `name`, `-name`, `name(sub,...)`, and `*` or `_` in first place only.
 */
export function parseFieldsParameter(input: string): ParsedField[] {
  // Characters, not UTF-16 units, as Python counts them: positions in messages match Wagtail's.
  const characters = Array.from(input);
  let at = 0;
  const next = () => characters[at];
  const atEnd = () => at >= characters.length;
  const position = () => at;
  const unexpected = (char: string): never => fail(`unexpected char '${char}' at position ${position()}`);

  function identifier(): { name: string; negated: boolean } {
    let name = '';
    let negated = false;
    let first = true;
    while (!atEnd()) {
      const char = next();
      if (char === '(' || char === ')' || char === ',') {
        if (!name || ((name === '*' || name === '_') && char === '(')) unexpected(char);
        return { name, negated };
      }
      if (char === '-') {
        if (!first) unexpected(char);
        negated = true;
      } else if (char === '*' || char === '_') {
        if (name && char === '*') unexpected(char);
        name += char;
      } else if (WORD_CHAR.test(char)) {
        if (name === '*') unexpected(char);
        name += char;
      } else if (PYTHON_SPACE.test(char)) {
        fail(`unexpected whitespace at position ${position()}`);
      } else {
        unexpected(char);
      }
      first = false;
      at++;
    }
    return { name, negated };
  }

  function list(expectCloseBracket: boolean): ParsedField[] {
    const fields: ParsedField[] = [];
    let firstName: string | null = null;
    while (!atEnd()) {
      const { name, negated } = identifier();
      const isFirst = fields.length === 0;
      if (name === '*' || name === '_') {
        if (!isFirst) fail(`'${name}' must be in the first position`);
        if (negated) fail(`'${name}' cannot be negated`);
      }
      let subFields: ParsedField[] | null = null;
      if (next() === '(') {
        if (negated) unexpected('(');
        at++;
        subFields = list(true);
      }
      if (isFirst) {
        firstName = name;
      } else if (firstName === '_' && negated) {
        fail("negated fields with '_' doesn't make sense");
      } else if (firstName === '*' && !negated && !subFields) {
        fail("additional fields with '*' doesn't make sense");
      }
      fields.push({ name, negated, subFields });
      if (next() === ')') {
        if (!expectCloseBracket) unexpected(')');
        at++;
        return fields;
      }
      if (next() === ',') {
        at++;
        if (atEnd() || next() === ',') unexpected(',');
      }
    }
    if (expectCloseBracket) fail('unexpected end of input (did you miss out a close bracket?)');
    return fields;
  }

  return list(false);
}
