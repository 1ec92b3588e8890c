// The bounds core/messages.ts states in words are openapi.yaml's `maxLength`s: the mock refuses at
// the document's bound (express-openapi-validator reads it), so a text naming another figure would lie.
import { queryParametersOf } from './openapi/document';
import { DETAIL_PATH, LISTING_PATH } from './spec';
import { WAGTAIL } from './messages';

const maxLengthOf = (path: string, name: string) => (queryParametersOf(path).get(name)?.schema as { maxLength?: number } | undefined)?.maxLength;

test.each([
  [LISTING_PATH, 'search', WAGTAIL.searchTooLong],
  [LISTING_PATH, 'fields', WAGTAIL.fieldsTooLong],
  [DETAIL_PATH, 'fields', WAGTAIL.fieldsTooLong],
])("%s's %s: the message names openapi.yaml's maxLength", (path, name, message) => {
  const maxLength = maxLengthOf(path, name);
  expect(maxLength).toEqual(expect.any(Number));
  expect(message).toBe(`${name} must be at most ${maxLength} characters`);
});
