// OpenAPI documents written to hurt the checker: each is refused with one line naming FILE:LINE, never followed, fetched or overflowed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadApiDocument } from './apiDocument';
import { CannotCheckError } from '../cannotCheck';
import { DEFAULT_CHECKER_BOUNDS, type CheckerBounds } from '../checkerBounds';
import { checkOpenApiExamples } from '../checkOpenApiExamples';
import { ONE_OPERATION_HEAD } from '../testdata/oneOperation';

const folder = mkdtempSync(join(tmpdir(), 'hostile-openapi-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const HEAD = ONE_OPERATION_HEAD;

/** The one-line message loading `yaml` gives (the text after the head), or 'loaded'. */
function refusal(yaml: string, bounds: Partial<CheckerBounds> = {}): string {
  const path = join(folder, 'doc.yaml');
  writeFileSync(path, HEAD + yaml);
  try {
    const document = loadApiDocument(path, 'doc.yaml', 'spec', { ...DEFAULT_CHECKER_BOUNDS, ...bounds });
    checkOpenApiExamples(document, document, path);
    return 'loaded';
  } catch (error) {
    if (!(error instanceof CannotCheckError)) throw error;
    expect(error.message).not.toContain('\n');
    return error.message;
  }
}

test('a $ref cycle among examples is refused at the line of the reference that closes it', () => {
  const message = refusal(`              schema: {type: object}
              examples:
                a: {$ref: '#/components/examples/b'}
components:
  examples:
    b: {$ref: '#/components/examples/c'}
    c: {$ref: '#/components/examples/b'}
`);
  expect(message).toMatch(/^doc\.yaml:1[3-8]: the \$ref "#\/components\/examples\/[bc]" leads back to itself/);
});

test('a schema $ref cycle is refused before Ajv follows it', () => {
  expect(
    refusal(`              schema: {$ref: '#/components/schemas/A'}
              example: {}
components:
  schemas:
    A: {$ref: '#/components/schemas/B'}
    B: {$ref: '#/components/schemas/A'}
`),
  ).toMatch(/^doc\.yaml:1[56]: the \$ref "#\/components\/schemas\/[AB]" leads back to itself/);
});

test('a recursive schema (a tree of itself) is no cycle', () => {
  expect(
    refusal(`              schema: {$ref: '#/components/schemas/Tree'}
              example: {children: [{children: []}]}
components:
  schemas:
    Tree: {type: object, properties: {children: {type: array, items: {$ref: '#/components/schemas/Tree'}}}}
`),
  ).toBe('loaded');
});

test.each(['file:///etc/passwd', 'http://127.0.0.1:9/schema.json', 'other.yaml#/A'])('the external $ref %s is refused, neither read nor fetched', (ref) => {
  expect(
    refusal(`              schema: {$ref: '${ref}'}
              example: {}
`),
  ).toBe(`doc.yaml:11: the $ref "${ref}" is not in this document; the checker follows only local references (#/...) and reads or fetches nothing else`);
});

test('a $ref inside an example value is data, not a reference', () => {
  expect(
    refusal(`              schema: {type: object}
              example: {$ref: 'http://127.0.0.1:9/x'}
              examples:
                one: {value: {$ref: 'file:///etc/passwd'}}
`),
  ).toBe('loaded');
});

test('a chain of references longer than --max-ref-hops is refused; a shorter one is followed', () => {
  const chain = (n: number) =>
    `              schema: {type: object}
              examples:
                a: {$ref: '#/components/examples/e0'}
components:
  examples:
${Array.from({ length: n }, (_, i) => `    e${i}: {$ref: '#/components/examples/e${i + 1}'}`).join('\n')}
    e${n}: {value: {}}
`;
  expect(refusal(chain(10), { maxRefHops: 5 })).toMatch(/^doc\.yaml:\d+: a chain of more than 5 \$refs, the checker's bound \(--max-ref-hops\)$/);
  expect(refusal(chain(10), { maxRefHops: 20 })).toBe('loaded');
});

test('a $ref that leads nowhere is refused at its line', () => {
  expect(
    refusal(`              schema: {$ref: '#/components/schemas/Missing'}
              example: {}
`),
  ).toBe('doc.yaml:11: the $ref "#/components/schemas/Missing" leads nowhere in this document');
});

test('nesting deeper than --max-depth, and a flow nesting deeper than any stack, are one line each', () => {
  expect(
    refusal(
      `              schema: {type: object}
              example: ${'['.repeat(50)}${']'.repeat(50)}
`,
      { maxDepth: 20 },
    ),
  ).toMatch(/^doc\.yaml:12: nested more than 20 deep, the checker's bound \(--max-depth\)$/);
  expect(
    refusal(`              schema: {type: object}
              example: ${'['.repeat(50_000)}${']'.repeat(50_000)}
`),
  ).toMatch(/^doc\.yaml(:\d+)?: /);
});

test('more keys than --max-keys is refused; 100,000 keys are read', () => {
  const keys = (n: number) => `              schema: {type: object}
              example:
${Array.from({ length: n }, (_, i) => `                k${i}: ${i}`).join('\n')}
`;
  expect(refusal(keys(100), { maxKeys: 50 })).toMatch(/^doc\.yaml:\d+: more than 50 keys and items, the checker's bound \(--max-keys\)$/);
  expect(refusal(keys(100_000))).toBe('loaded');
});

test('a key written twice is refused at its second line, as YAML asks', () => {
  expect(
    refusal(`              schema: {type: object}
              example:
                a: 1
                a: 2
`),
  ).toBe('doc.yaml:14: the key "a" is written twice in one mapping');
});

test('a file larger than --max-file-bytes is not read', () => {
  expect(refusal(`              schema: {type: object}\n`, { maxFileBytes: 100 })).toMatch(
    /^cannot read doc\.yaml: is \d+ bytes, more than the 100 the checker reads \(--max-file-bytes\)$/,
  );
});

test('a YAML syntax error names its line', () => {
  expect(refusal(`              schema: {type: object\n`)).toMatch(/^doc\.yaml:1[12]: not YAML: /);
});

test('a document of aliases of aliases ("billion laughs") is refused, not expanded', () => {
  const levels = [
    'a: &a [x, x, x, x, x, x, x, x, x, x]',
    ...'bcdefg'.split('').map((name, i) => `${name}: &${name} [${Array(10).fill(`*${'abcdef'[i]}`).join(', ')}]`),
  ];
  expect(
    refusal(`              schema: {type: object}
              example: {}
x-laughs:
${levels.map((line) => `  ${line}`).join('\n')}
`),
  ).toMatch(/^doc\.yaml: cannot be read: Excessive alias count/);
});
