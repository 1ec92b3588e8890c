import { QueryError } from './queryError';

/** One entry of a `fields` value: a name, whether it is negated (`-name`), and its nested list, if any. */
export interface ParsedField {
  name: string;
  negated: boolean;
  subFields: ParsedField[] | null;
}

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;

function fail(message: string): never {
  throw new QueryError(`fields error: ${message}`);
}

/**
 * Parses a `fields` value with the grammar and messages of Wagtail's `parse_fields_parameter`
 * (wagtail/api/v2/utils.py): `name`, `-name`, `name(sub,...)`, and `*` or `_` in first place only.
 */
export function parseFieldsParameter(input: string): ParsedField[] {
  let rest = input;
  const position = () => input.length - rest.length;
  const unexpected = (char: string): never => fail(`unexpected char '${char}' at position ${position()}`);

  function identifier(): { name: string; negated: boolean } {
    let name = '';
    let negated = false;
    let first = true;
    while (rest) {
      const char = rest[0];
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
      } else if (/\s/.test(char)) {
        fail(`unexpected whitespace at position ${position()}`);
      } else {
        unexpected(char);
      }
      first = false;
      rest = rest.slice(1);
    }
    return { name, negated };
  }

  function list(expectCloseBracket: boolean): ParsedField[] {
    const fields: ParsedField[] = [];
    let firstName: string | null = null;
    while (rest) {
      const { name, negated } = identifier();
      const isFirst = fields.length === 0;
      if (name === '*' || name === '_') {
        if (!isFirst) fail(`'${name}' must be in the first position`);
        if (negated) fail(`'${name}' cannot be negated`);
      }
      let subFields: ParsedField[] | null = null;
      if (rest[0] === '(') {
        if (negated) unexpected('(');
        rest = rest.slice(1);
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
      if (rest[0] === ')') {
        if (!expectCloseBracket) unexpected(')');
        rest = rest.slice(1);
        return fields;
      }
      if (rest[0] === ',') {
        rest = rest.slice(1);
        if (!rest || rest[0] === ',') unexpected(',');
      }
    }
    if (expectCloseBracket) fail('unexpected end of input (did you miss out a close bracket?)');
    return fields;
  }

  return list(false);
}
