// The pass stage: the transport's own paths go back to it with the headers and origin so far.
import { plainContext } from '../testing/plainRequest';
import { passStage } from './passStage';

test('without paths of its own, the transport has no pass stage', () => {
  expect(passStage(undefined)).toBeUndefined();
});

test('a path the transport serves is passed back with the headers and the origin; any other goes on', () => {
  const stage = passStage((path) => path === '/docs')!;
  const docs = plainContext('/docs?x=1', {}, { origin: 'http://mock.test' });
  expect(stage(docs)).toEqual({ kind: 'pass', headers: docs.headers, origin: 'http://mock.test' });
  const pages = plainContext('/api/v2/pages/');
  expect(stage(pages)).toBe(pages);
});
