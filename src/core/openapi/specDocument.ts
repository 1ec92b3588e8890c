// openapi.spec.yaml: openapi.yaml as the spec profile reads it, for third-party tools (a validating
// proxy, a generated client). Made by relaxForSpec, the same decision every checker's spec profile
// takes, so the document and the checkers cannot drift apart.
import { parse, stringify } from 'yaml';
import { relaxForSpec } from './relaxForSpec';

const HEADER = `# Generated from openapi.yaml by \`npm run gen:spec-openapi\` (src/core/openapi/relaxForSpec.ts): do
# not edit. openapi.yaml as the API documentation states it, the checkers' \`spec\` profile: fields
# the documentation does not name and open nullability allowed, error bodies of any shape, any 4xx.
`;

const PREAMBLE = `**The spec profile of this document** (\`openapi.spec.yaml\`): what the Release Pages API
documentation states and nothing more, for validating a deployment that is not the mock. Fields
the documentation does not name are allowed, the nullability it does not show is open, an
error body may have any shape (§7), and any 4xx is admitted beside §7's statuses (§7 and §8
leave open which conditions are invalid, which give 403, and rate limits); \`openapi.yaml\` is
the mock's strict description.

`;

/** The text of openapi.spec.yaml made from openapi.yaml's text. */
export function specDocumentText(openApiYaml: string): string {
  const relaxed = relaxForSpec(parse(openApiYaml) as Record<string, unknown>);
  const info = relaxed.info as Record<string, unknown>;
  const document = { ...relaxed, info: { ...info, title: `${info.title as string} (spec profile)`, description: `${PREAMBLE}${info.description as string}` } };
  return `${HEADER}${stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 })}`;
}
