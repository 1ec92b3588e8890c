// Reading and checking a tokens file (`--tokens-file`): keys, permissions and names, within a size bound.
import Ajv, { type ValidateFunction } from 'ajv';
import { schemaErrorLines } from '../../core/openapi/describeSchemaErrors';
import { readJsonFile } from '../data/readJsonFile';
import { DEFAULT_TOKENS_FILE_MAX_BYTES } from '../../core/readBoundedFile';
import type { TokenGrant } from './tokenRegistry';
import { CodedError, type ErrorCode } from '../../core/errors';

export class TokensFileError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

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
/** Compiled on first use: most starts read no tokens file, and compiling would weigh on start-up. */
const validator = () => (compiled ??= new Ajv({ allErrors: true }).compile(TOKENS_FILE_SCHEMA));

/** Reads `{"tokens": [{"key": "...", "permissions": ["list_releases"], "name": "qa"}]}`, a file of at most `maxBytes` (`--tokens-file-max-bytes`). */
export function loadTokensFile(path: string, maxBytes = DEFAULT_TOKENS_FILE_MAX_BYTES): TokenGrant[] {
  const parsed = readJsonFile(path, `tokens file ${path}`, TokensFileError, maxBytes);
  const validate = validator();
  if (!validate(parsed)) {
    // Name the place, never the key itself.
    throw new TokensFileError('RPM_TOKENS_FILE_INVALID', path, schemaErrorLines(validate.errors));
  }
  return (parsed as { tokens: TokenGrant[] }).tokens;
}
