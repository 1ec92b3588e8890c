// Tests of finding example pairs in Markdown, reStructuredText and YAML documents.
import { findExamples as findAll } from './findExamples';

/** The pairs of a document, its blocks as the tests name them (request, response head, body). */
const findExamples = (path: string, text: string) => findAll(path, path, text).pairs;

const fence = (language: string, text: string) => `\`\`\`${language}\n${text}\n\`\`\``;

describe('Markdown', () => {
  test('an http block then a json block is a pair; blocks are numbered by the line of their first text line', () => {
    const text = ['# Title', '', fence('http', 'GET /a HTTP/1.1'), '', 'The answer:', '', fence('json', '{}')].join('\n');
    expect(findExamples('doc.md', text)).toEqual([
      {
        request: { language: 'http', text: 'GET /a HTTP/1.1\n', line: 4 },
        read: { exchange: { request: { method: 'GET', target: '/a', headers: [], line: 4 } }, findings: [] },
        body: { language: 'json', text: '{}\n', line: 10 },
        statedNow: undefined,
      },
    ]);
  });

  test('an http block holding only a status line between request and body is the response head', () => {
    const text = [fence('http', 'GET /a'), fence('http', 'HTTP/1.1 401 Unauthorized'), fence('json', '{}')].join('\n');
    const [pair] = findExamples('doc.md', text);
    expect(pair.request.line).toBe(2);
    expect(pair.read.exchange?.response).toEqual({ status: 401, headers: [], line: 5 });
    expect(pair.body.line).toBe(8);
  });

  test('no pair without a request right before the json block; those that name the API are not examined', () => {
    const text = [fence('json', '{}'), fence('http', 'GET /a'), fence('sh', 'curl x'), fence('json', '{"items": []}'), fence('http', 'GET /b')].join('\n');
    expect(findAll('doc.md', 'doc.md', text)).toEqual({
      pairs: [],
      tables: [],
      notExamined: [
        { location: 'doc.md:5', why: 'a http block with a request but no answer after it (a json block, or the output of a console session)' },
        { location: 'doc.md:11', why: 'a json block after a sh block with no request in it' },
        { location: 'doc.md:14', why: 'a http block with a request but no answer after it (a json block, or the output of a console session)' },
      ],
    });
  });

  test('the last "now" stated above an example holds for it: `As of`, or an HTML comment', () => {
    const pair = fence('http', 'GET /a') + '\n' + fence('json', '{}');
    const text = ['As of 2026-03-01T12:00:00Z, two releases are due.', pair, '<!-- now: 2026-04-01T00:00:00+02:00 -->', pair].join('\n');
    expect(findExamples('doc.md', text).map((p) => p.statedNow)).toEqual(['2026-03-01T12:00:00Z', '2026-04-01T00:00:00+02:00']);
  });
});

describe('reStructuredText', () => {
  test('code-block directives with their indented blocks, options skipped, dedented; a .. now: comment states the date', () => {
    const text = [
      'Title',
      '=====',
      '',
      '.. now: 2026-03-01T12:00:00Z',
      '',
      '.. code-block:: http',
      '   :caption: request',
      '',
      '   GET /a HTTP/1.1',
      '   Authorization: Token k',
      '',
      'Some prose.',
      '',
      '.. code-block:: json',
      '',
      '   {',
      '     "a": 1',
      '   }',
      '',
      'After.',
    ].join('\n');
    expect(findExamples('doc.rst', text)).toEqual([
      {
        request: { language: 'http', text: 'GET /a HTTP/1.1\nAuthorization: Token k', line: 9 },
        read: {
          exchange: { request: { method: 'GET', target: '/a', headers: [{ name: 'Authorization', value: 'Token k', line: 10 }], line: 9 } },
          findings: [],
        },
        body: { language: 'json', text: '{\n  "a": 1\n}', line: 16 },
        statedNow: '2026-03-01T12:00:00Z',
      },
    ]);
  });

  test('a directive in an indented context ends where the text comes back to its indentation', () => {
    const text = ['- item', '', '  .. code-block:: http', '', '     GET /a', '', '  .. code:: json', '', '     {}', '  text'].join('\n');
    const [pair] = findExamples('doc.rst', text);
    expect([pair.request.text, pair.body.text, pair.body.line]).toEqual(['GET /a', '{}', 9]);
  });
});
