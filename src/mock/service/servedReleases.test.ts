// Tests of the merge a whole build is made of: the build's releases not hidden, and the changed ones, in ascending id.
import type { StoredRelease } from '../../core/types';
import { runToEnd } from '../store/sortInSteps';
import { servedReleases } from './servedReleases';

const release = (id: number, title = `R${id}`) => ({ id, title }) as unknown as StoredRelease;

test('the build less its hidden ids, with the changed releases merged in by id: replacements stand where the replaced stood', () => {
  const built = [1, 3, 5, 7, 9].map((id) => release(id));
  const changed = [release(10), release(5, 'new 5'), release(0), release(4)];
  const served = runToEnd(servedReleases(built, new Set([5, 9]), changed));
  expect(served.map((r) => r.id)).toEqual([0, 1, 3, 4, 5, 7, 10]);
  expect(served.find((r) => r.id === 5)!.title).toBe('new 5');
});

test('a large build is merged in several steps, and nothing is lost or repeated', () => {
  const built = Array.from({ length: 200_000 }, (_, i) => release(2 * i));
  const changed = [release(1), release(399_999), release(500_000)];
  const steps = servedReleases(built, new Set([0, 2]), changed);
  let yields = 0;
  let next = steps.next();
  for (; !next.done; next = steps.next()) yields++;
  expect(yields).toBeGreaterThan(1);
  const ids = next.value.map((r) => r.id);
  expect(ids.length).toBe(200_000 - 2 + 3);
  expect(ids.every((id, i) => i === 0 || ids[i - 1] < id)).toBe(true);
  expect(ids.slice(0, 3)).toEqual([1, 4, 6]);
});
