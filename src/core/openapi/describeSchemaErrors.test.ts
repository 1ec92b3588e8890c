// Tests of describing schema errors by pointer, one line each.
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv';
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

describe('a long error list under oneOf and anyOf', () => {
  const ITEMS = 10_000;
  let reads = 0;
  /** An Ajv error whose every field read is counted: the work done, measured without a clock. */
  function counted(keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): ErrorObject {
    const fields = { keyword, instancePath, params, message, schemaPath: `#/${keyword}` };
    const error = {} as ErrorObject;
    for (const [name, value] of Object.entries(fields)) {
      Object.defineProperty(error, name, { enumerable: true, get: () => (reads++, value) });
    }
    return error;
  }
  // Per item: an anyOf over the whole object and a oneOf over its period, each failing in every
  // branch, so every combinator gives way to its branches. The combinators are listed before their
  // branches (Ajv lists them after): the order must not matter.
  function itemErrors(i: number): ErrorObject[] {
    return [
      counted('anyOf', `/items/${i}`, {}, 'must match a schema in anyOf'),
      counted('oneOf', `/items/${i}/period`, {}, 'must match exactly one schema in oneOf'),
      counted('enum', `/items/${i}/period`, { allowedValues: ['AM', 'PM'] }),
      counted('type', `/items/${i}/period`, { type: 'null' }, 'must be null'),
      counted('required', `/items/${i}`, { missingProperty: 'id' }),
      counted('required', `/items/${i}`, { missingProperty: 'id' }),
    ];
  }
  const errors = [...Array.from({ length: ITEMS }, (_, i) => itemErrors(i)).flat(), counted('oneOf', '/matched', {}, 'must match exactly one schema in oneOf')];

  test('gives one line per value at fault, the same as a short list would', () => {
    reads = 0;
    const lines = describeSchemaErrors(errors);
    expect(lines).toHaveLength(2 * ITEMS + 1);
    for (const i of [0, 1, ITEMS / 2, ITEMS - 1]) {
      expect(lines.slice(2 * i, 2 * i + 2)).toEqual([
        { pointer: `/items/${i}/period`, message: 'must be one of "AM", "PM" or must be null' },
        { pointer: `/items/${i}/id`, message: 'is missing' },
      ]);
    }
    expect(lines[2 * ITEMS]).toEqual({ pointer: '/matched', message: 'must match exactly one schema in oneOf' });
  });

  test('reads each error a bounded number of times (linear work, not combinators × branches)', () => {
    reads = 0;
    describeSchemaErrors(errors);
    // About ten reads per error today; comparing each combinator with every branch error would
    // take about a hundred million here.
    expect(reads).toBeLessThanOrEqual(16 * errors.length);
  });
});
