// Tests of the wordings a text may state a day in.
import { statesDate } from './statesDate';

test.each([
  'Expected on 2026-12-03.',
  'Expected on 2026-12-03',
  'Expected on December 3, 2026.',
  'Expected on December 3, 2026',
  'Expected on 3 Dec 2026.',
  'Due 3rd December 2026',
  'Due Dec. 3, 2026 (AM)',
  'Due 03/12/2026',
])('"%s" states 2026-12-03', (text) => {
  expect(statesDate(text, '2026-12-03')).toBe(true);
});

test.each(['Expected soon.', 'Expected on 2026-12-04.', 'Expected on December 13, 2026.', 'Expected on 13/12/2026.', 'Expected in December 2026.'])(
  '"%s" does not state 2026-12-03',
  (text) => {
    expect(statesDate(text, '2026-12-03')).toBe(false);
  },
);
