// An Ajv set up for OpenAPI 3.1 schemas and the format checks.
import Ajv2020 from 'ajv/dist/2020';
import type { Options } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * How formats are checked: `full`, ajv-formats' full mode (RFC 3986 `uri`, real calendar dates:
 * 2025-02-30 is not one), as the server validates; `fast`, as the mock checks its own answers:
 * ajv-formats' fast patterns (a `uri` is a scheme and no space), but `date` in full.
 */
export type FormatChecks = 'full' | 'fast';

/** An Ajv for OpenAPI 3.1 schemas; `options` adds to its own (`coerceTypes`; `code` to compile ahead of time). */
export function schemaAjv(formats: FormatChecks = 'full', options: Pick<Options, 'coerceTypes' | 'code'> = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, ...options });
  addFormats(ajv, { mode: formats });
  if (formats === 'fast') ajv.addFormat('date', fullFormats.date);
  return ajv;
}
