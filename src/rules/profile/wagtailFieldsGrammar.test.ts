// Tests of the `fields` grammar against Wagtail's own parser.
import { FieldsSyntaxError, parseFieldsParameter, type ParsedField } from './wagtailFieldsGrammar';

// Expected values were checked against Wagtail's own parse_fields_parameter (wagtail/api/v2/utils.py).

const field = (name: string, subFields: ParsedField[] | null = null): ParsedField => ({ name, negated: false, subFields });
const negated = (name: string): ParsedField => ({ name, negated: true, subFields: null });

const fieldsError = (message: string) => new FieldsSyntaxError(`fields error: ${message}`);

describe('parseFieldsParameter', () => {
  describe('accepts the grammar', () => {
    test.each<[string, ParsedField[]]>([
      ['', []],
      ['title', [field('title')]],
      ['title,id', [field('title'), field('id')]],
      ['-title', [negated('title')]],
      ['a_b,x1,1x', [field('a_b'), field('x1'), field('1x')]],
      ['*', [field('*')]],
      ['_', [field('_')]],
      ['*,-title', [field('*'), negated('title')]],
      ['_,title,status', [field('_'), field('title'), field('status')]],
      ['a(b,c)', [field('a', [field('b'), field('c')])]],
      ['a(b(c),-d),e', [field('a', [field('b', [field('c')]), negated('d')]), field('e')]],
      ['a(*)', [field('a', [field('*')])]],
      ['a(_,b)', [field('a', [field('_'), field('b')])]],
      ['*,a(b)', [field('*'), field('a', [field('b')])]],
      // Wagtail does not ask for a comma after a close bracket.
      ['a(b)c', [field('a', [field('b')]), field('c')]],
      // A lone dash is a negated empty name: the parser lets it through (field selection rejects it).
      ['-', [negated('')]],
      ['a,-', [field('a'), negated('')]],
    ])('%j', (input, expected) => {
      expect(parseFieldsParameter(input)).toEqual(expected);
    });
  });

  describe('allows Unicode letters and digits in names, as Python str.isalnum() does', () => {
    test.each([
      ['été,标题,ñ', ['été', '标题', 'ñ']],
      ['a²', ['a²']],
      ['Ⅻ', ['Ⅻ']],
      // A letter outside the Basic Multilingual Plane (U+20000, CJK Extension B).
      ['𠀀', ['𠀀']],
    ])('%j', (input, names) => {
      expect(parseFieldsParameter(input)).toEqual(names.map((name) => field(name)));
    });
  });

  describe("rejects malformed values with Wagtail's messages", () => {
    test.each([
      ['abc%', "unexpected char '%' at position 3"],
      ['a.b', "unexpected char '.' at position 1"],
      ['a-b', "unexpected char '-' at position 1"],
      ['--a', "unexpected char '-' at position 1"],
      ['*a', "unexpected char 'a' at position 1"],
      ['a*', "unexpected char '*' at position 1"],
      ['*(b)', "unexpected char '(' at position 1"],
      ['_(b)', "unexpected char '(' at position 1"],
      ['-a(b)', "unexpected char '(' at position 2"],
      ['a b', 'unexpected whitespace at position 1'],
      [' a', 'unexpected whitespace at position 0'],
      ['a\tb', 'unexpected whitespace at position 1'],
      ['a\u00a0b', 'unexpected whitespace at position 1'],
      ['a,*', "'*' must be in the first position"],
      ['title,_', "'_' must be in the first position"],
      ['a(b),*', "'*' must be in the first position"],
      ['-*', "'*' cannot be negated"],
      ['-_', "'_' cannot be negated"],
      ['_,-title', "negated fields with '_' doesn't make sense"],
      ['a(_,-b)', "negated fields with '_' doesn't make sense"],
      ['*,title', "additional fields with '*' doesn't make sense"],
      ['a(*,b)', "additional fields with '*' doesn't make sense"],
      ['a,', "unexpected char ',' at position 2"],
      ['title,', "unexpected char ',' at position 6"],
      ['*,', "unexpected char ',' at position 2"],
      ['a,,b', "unexpected char ',' at position 2"],
      [',a', "unexpected char ',' at position 0"],
      ['a(', 'unexpected end of input (did you miss out a close bracket?)'],
      ['a(b', 'unexpected end of input (did you miss out a close bracket?)'],
      ['a(b,c', 'unexpected end of input (did you miss out a close bracket?)'],
      ['a()', "unexpected char ')' at position 2"],
      ['a(b,)', "unexpected char ')' at position 4"],
      ['a)', "unexpected char ')' at position 1"],
      ['a(b))', "unexpected char ')' at position 4"],
    ])('%j: %s', (input, message) => {
      expect(() => parseFieldsParameter(input)).toThrow(fieldsError(message));
    });
  });

  describe('counts positions and classifies characters as Python does', () => {
    test.each([
      // Python counts code points: the astral letter is one position, not two UTF-16 units.
      ['a position after a letter outside the BMP', 'é𠀀%', "unexpected char '%' at position 2"],
      // str.isspace() is true for U+001C and U+0085 and false for U+FEFF.
      ['U+001C (information separator) is whitespace', 'a\u001cb', 'unexpected whitespace at position 1'],
      ['U+0085 (next line) is whitespace', 'a\u0085b', 'unexpected whitespace at position 1'],
      ['U+FEFF (byte order mark) is not whitespace', 'a\ufeffb', "unexpected char '\ufeff' at position 1"],
    ])('%s', (_description, input, message) => {
      expect(() => parseFieldsParameter(input)).toThrow(fieldsError(message));
    });
  });
});
