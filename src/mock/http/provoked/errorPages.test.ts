// Tests that each provoked error page is the HTML openapi.yaml shows for its status.
import { openApiDocument } from '../../../core/openapi/document';
import { ERROR_PAGES } from './errorPages';

type HtmlResponse = { content: Record<string, { example?: string }> };

test.each([
  [500, 'ServerError'],
  [502, 'BadGateway'],
  [503, 'ServiceUnavailable'],
] as const)('the %i page is the one openapi.yaml shows as %s, as HTML', (status, response) => {
  const { content } = (openApiDocument().components.responses as Record<string, HtmlResponse>)[response];
  expect(Object.keys(content)).toEqual(['text/html']);
  expect(content['text/html'].example).toBe(ERROR_PAGES[status].html);
  expect(ERROR_PAGES[status].contentType).toMatch(/^text\/html\b/);
});
