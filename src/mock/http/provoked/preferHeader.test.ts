// Tests of reading the `Prefer` header: what the mock honours, and the problems it names.
import { parsePrefer, PreferError } from './preferHeader';

describe('parsePrefer reads what the mock honours', () => {
  test.each<[string | undefined, ReturnType<typeof parsePrefer>]>([
    [undefined, {}],
    ['', {}],
    [' , ', {}],
    ['code=503', { code: 503 }],
    ['CODE=401', { code: 401 }],
    ['code="429"', { code: 429 }],
    ['code = 404', { code: 404 }],
    ['example=allFields', { example: 'allFields' }],
    ['latency=0', { latencyMs: 0 }],
    ['latency=60000', { latencyMs: 60000 }],
    ['drop', { drop: true }],
    ['code=429, latency=300', { code: 429, latencyMs: 300 }],
    ['latency=300,example=full', { latencyMs: 300, example: 'full' }],
    ['drop, latency=10', { drop: true, latencyMs: 10 }],
    // Two Prefer headers arrive joined by a comma.
    ['code=500, , latency=5', { code: 500, latencyMs: 5 }],
  ])('%p', (header, expected) => {
    expect(parsePrefer(header)).toEqual(expected);
  });
});

describe('parsePrefer refuses the rest, naming the problem', () => {
  test.each([
    ['code=418', "Prefer: code must be one of 401, 403, 404, 429, 500, 502, 503 (got '418')"],
    ['code=200', "Prefer: code must be one of 401, 403, 404, 429, 500, 502, 503 (got '200')"],
    ['code', "Prefer: code must be one of 401, 403, 404, 429, 500, 502, 503 (got '')"],
    ['code=5O3', "Prefer: code must be one of 401, 403, 404, 429, 500, 502, 503 (got '5O3')"],
    ['latency=fast', "Prefer: latency must be whole milliseconds from 0 to 60000 (got 'fast')"],
    ['latency=-1', "Prefer: latency must be whole milliseconds from 0 to 60000 (got '-1')"],
    ['latency=1.5', "Prefer: latency must be whole milliseconds from 0 to 60000 (got '1.5')"],
    ['latency=60001', "Prefer: latency must be whole milliseconds from 0 to 60000 (got '60001')"],
    ['latency', "Prefer: latency must be whole milliseconds from 0 to 60000 (got '')"],
    ['drop=yes', 'Prefer: drop takes no value'],
    ['return=minimal', "Prefer: 'return' is not supported (supported: code, example, latency, drop)"],
    ['cod=503', "Prefer: 'cod' is not supported (supported: code, example, latency, drop)"],
    ['code=503; lenient', "Prefer: cannot read 'code=503; lenient' (expected name or name=value, separated by commas)"],
    ['code=="503"', `Prefer: cannot read 'code=="503"' (expected name or name=value, separated by commas)`],
    ['code 503', "Prefer: cannot read 'code 503' (expected name or name=value, separated by commas)"],
    ['code=503, code=500', 'Prefer: code may be given only once'],
    ['latency=1, LATENCY=2', 'Prefer: latency may be given only once'],
    ['code=503, example=full', 'Prefer: code and example cannot be combined'],
    ['drop, code=503', 'Prefer: drop and code cannot be combined'],
  ])('%p', (header, message) => {
    expect(() => parsePrefer(header)).toThrow(new PreferError(message));
  });
});
