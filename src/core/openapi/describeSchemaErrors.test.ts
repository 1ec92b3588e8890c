import Ajv2020 from 'ajv/dist/2020';
import { describeSchemaErrors } from './describeSchemaErrors';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const timePeriod = { oneOf: [{ type: 'string', enum: ['AM', 'PM'] }, { type: 'null' }] };
const item = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer' }, period: timePeriod, color: { type: 'string', pattern: '^#[0-9A-F]{6}$' } },
};

function errorsOf(schema: object, value: unknown) {
  const validate = ajv.compile(schema);
  validate(value);
  return describeSchemaErrors(validate.errors);
}

test('missing and unknown fields are named by their pointer', () => {
  expect(errorsOf(item, { colour: 'x' })).toEqual([
    { pointer: '/id', message: 'is missing' },
    { pointer: '/colour', message: 'is not a field of this object' },
  ]);
});

test("a oneOf's branches are joined into one line about the value", () => {
  expect(errorsOf(item, { id: 1, period: 'Morning' })).toEqual([{ pointer: '/period', message: 'must be one of "AM", "PM" or must be null' }]);
});

test('alternatives of whole objects report the value at fault once, where it is', () => {
  const either = { anyOf: [item, { ...item, required: ['id', 'period'] }] };
  expect(errorsOf(either, { id: 1, period: null, color: 'blue' })).toEqual([{ pointer: '/color', message: 'must match pattern "^#[0-9A-F]{6}$"' }]);
});

test('a oneOf that several branches match is reported as such', () => {
  expect(errorsOf({ oneOf: [{ type: 'integer' }, { minimum: 0 }] }, 3)).toEqual([{ pointer: '', message: 'must match exactly one schema in oneOf' }]);
});
