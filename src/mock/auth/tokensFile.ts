import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';
import { jsonSyntaxError } from '../data/jsonSyntaxError';
import type { TokenGrant } from './tokenRegistry';

export class TokensFileError extends Error {}

const TOKENS_FILE_SCHEMA = {
  type: 'object',
  required: ['tokens'],
  additionalProperties: false,
  properties: {
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'permissions'],
        additionalProperties: false,
        properties: {
          key: { type: 'string', pattern: '^\\S+$' },
          permissions: { type: 'array', items: { type: 'string' } },
          name: { type: 'string' },
        },
      },
    },
  },
} as const;

let compiled: ValidateFunction | undefined;
/** Compiled on first use: most starts read no tokens file, and compiling costs start-up ~40 ms. */
const validator = () => (compiled ??= new Ajv({ allErrors: true }).compile(TOKENS_FILE_SCHEMA));

/** Reads `{"tokens": [{"key": "...", "permissions": ["list_releases"], "name": "qa"}]}`. */
export function loadTokensFile(path: string): TokenGrant[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new TokensFileError(`tokens file ${path}: cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON.parse quotes the text around the fault, which may be a key: say only where it is wrong.
    throw new TokensFileError(`tokens file ${path}: cannot be read as JSON: ${jsonSyntaxError(text)}`);
  }
  const validate = validator();
  if (!validate(parsed)) {
    // Name the place, never the key itself.
    throw new TokensFileError(`tokens file ${path}: ${schemaErrorLines(validate.errors).join('; ')}`);
  }
  return (parsed as { tokens: TokenGrant[] }).tokens;
}
