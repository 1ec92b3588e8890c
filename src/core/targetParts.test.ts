// Tests of targetParts: one way to split a request target into path and query, `//` kept as a path.
import { targetParts } from './targetParts';

test.each([
  ['/api/v2/pages/?type=releases.ReleasePage&limit=5', '/api/v2/pages/', '?type=releases.ReleasePage&limit=5'],
  ['/api/v2/pages/', '/api/v2/pages/', ''],
  ['/api/v2/pages/?', '/api/v2/pages/', '?'],
  ['/api/v2/pages/?a=1#top', '/api/v2/pages/', '?a=1'],
  ['/api/v2/pages/#x?y', '/api/v2/pages/', ''],
  // An origin-form target is a path, however it reads as a URL: `//` names no host here.
  ['//', '//', ''],
  ['//evil.example/api/v2/pages/?a=1', '//evil.example/api/v2/pages/', '?a=1'],
  ['/api/v2/pages/./?a=1', '/api/v2/pages/./', '?a=1'],
  ['http://host.example:8000/api/v2/pages/?type=x', '/api/v2/pages/', '?type=x'],
])('%s splits into path %s and query %s', (target, path, query) => {
  expect(targetParts(target)).toEqual({ path, query });
});
