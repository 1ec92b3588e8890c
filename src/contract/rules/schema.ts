import { schemaValidator } from '../../core/openapi/schemaValidator';
import { rule, type Rule } from '../suite/rule';
import { fail } from '../suite/outcomes';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';

/** Runs last: every listing answer the run received, checked against openapi.yaml. */
export const schemaRules: Rule[] = [
  rule({
    name: 'schema.listing-answers-match-openapi',
    section: '§2.1–2.7',
    statement: 'Every listing answer is a list object whose items are release page objects with the documented types, formats and nullability.',
    async check(context) {
      const validate = schemaValidator('ReleasePageList');
      for (const response of context.listingResponses) {
        if (!validate(response.body)) {
          fail('a listing answer does not match openapi.yaml', {
            expected: 'a body valid against ReleasePageList',
            actual: schemaErrorLines(validate.errors).slice(0, 5).join('; '),
            response,
          });
        }
      }
    },
  }),
];
