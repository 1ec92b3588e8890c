// Tests of finding parameters whose value holds an unencoded reserved character.
import { parametersWithUnencodedReserved } from './unencodedReserved';

test('names the parameters whose value, as written, holds a reserved character other than a comma', () => {
  const url = '/api/v2/pages/?type=releases.ReleasePage&limit=+5&fields=a,b&expected_date=2025-01-01T00:00:00Z&status=a%3Ab&search';
  expect([...parametersWithUnencodedReserved(url)]).toEqual(['limit', 'expected_date']);
});

test('a URL without a query has none', () => {
  expect(parametersWithUnencodedReserved('/api/v2/pages/').size).toBe(0);
});
