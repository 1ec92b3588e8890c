import type { ErrorObject } from 'ajv';
import { schemaValidator } from '../../core/openapi/schemaValidator';
import { rule, type Rule } from '../suite/rule';
import { fail } from '../suite/outcomes';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

/** The fields that strict validation found beyond the schema, as paths with `[]` for any array position: `items[].meta.locale`. */
function extraFields(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .filter((e) => e.keyword === 'additionalProperties')
    .map((e) => `${e.instancePath}/${(e.params as { additionalProperty: string }).additionalProperty}`.replace(/\/\d+(?=\/|$)/g, '[]').replace(/^\//, '').replace(/\//g, '.'));
}

/** `application/json`, or a `+json` type, with any parameters. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Run last: they judge every answer the run received. */
export const schemaRules: Rule[] = [
  rule({
    name: 'content.answers-are-json',
    section: 'Introduction, §7',
    statement: 'Payloads are JSON: every answer with a body, errors included, is sent as application/json.',
    async check(context) {
      const wrong = context.responses.find((response) => response.text !== '' && !JSON_TYPE.test(response.headers.get('content-type') ?? ''));
      if (wrong) {
        fail(`an answer of status ${wrong.status} is not sent as JSON`, {
          expected: 'Content-Type: application/json',
          actual: `Content-Type: ${wrong.headers.get('content-type') ?? '(none)'}`,
          response: wrong,
        });
      }
    },
  }),
  rule({
    name: 'schema.listing-answers-match-openapi',
    section: '§2.1–2.7',
    statement:
      'Every listing answer is a list object whose items are release page objects with the documented types and formats. In the spec profile, fields the documentation does not name and open nullability are allowed (a warning lists the fields once); the mock profile holds openapi.yaml as written.',
    async check(context) {
      const profile = context.options.profile;
      const validate = schemaValidator('ReleasePageList', profile === 'spec' ? 'spec' : 'strict');
      const strict = schemaValidator('ReleasePageList');
      const extra = new Set<string>();
      for (const response of context.listingResponses) {
        if (!validate(response.body)) {
          fail(`a listing answer does not match openapi.yaml${profile === 'spec' ? ' as the documentation states it' : ''}`, {
            expected: 'a body valid against ReleasePageList',
            actual: schemaErrorLines(validate.errors).slice(0, 5).join('; '),
            response,
          });
        }
        if (profile === 'spec' && !strict(response.body)) for (const field of extraFields(strict.errors)) extra.add(field);
      }
      if (extra.size > 0) context.warnings.add(`fields the API documentation does not name, not judged in the spec profile: ${[...extra].sort().join(', ')}`);
    },
  }),
];
