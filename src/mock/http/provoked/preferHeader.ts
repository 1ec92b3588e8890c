// Reading the `Prefer` header's provocations (`code=`, `latency=`, `example=`), refusing the rest.
import { errorText } from '../../../core/errors';
import { ERROR_PAGE_STATUSES, type ErrorPageStatus } from './errorPages';

export type ProvokableCode = 401 | 403 | 404 | 429 | ErrorPageStatus;
/** The statuses `Prefer: code=` provokes: those the real stack sends a client besides 200 and 400. */
export const PROVOKABLE_CODES: readonly ProvokableCode[] = [401, 403, 404, 429, ...ERROR_PAGE_STATUSES];

/** The longest `Prefer: latency=`: a minute, past any sensible client timeout. */
export const MAX_LATENCY_MS = 60_000;

const NAMES = ['code', 'example', 'latency', 'drop'] as const;
type Name = (typeof NAMES)[number];

/** What a request's `Prefer` header asks of the mock; an empty object for none. */
export interface Preferences {
  code?: ProvokableCode;
  example?: string;
  latencyMs?: number;
  drop?: true;
}

/** A `Prefer` the mock cannot honour: answered 400 with this message, the text of an `RPA_PREFER_*` code of the registry. */
export class PreferError extends Error {}

// RFC 7240's `preference = token [ BWS "=" BWS word ]`, word a token or a quoted string (without
// escapes); preference parameters (`; ...`) are not supported.
const PREFERENCE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*(?:=\s*(?:"([^"\\]*)"|([!#$%&'*+.^_`|~0-9A-Za-z-]+)))?$/;

function valueOf(name: Name, value: string | undefined): Preferences {
  switch (name) {
    case 'drop':
      if (value !== undefined) throw new PreferError(errorText('RPA_PREFER_DROP_WITH_VALUE'));
      return { drop: true };
    case 'code': {
      const code = PROVOKABLE_CODES.find((c) => String(c) === value);
      if (code === undefined) throw new PreferError(errorText('RPA_PREFER_CODE_NOT_PROVOKABLE', value ?? '', PROVOKABLE_CODES));
      return { code };
    }
    case 'latency':
      if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) > MAX_LATENCY_MS) {
        throw new PreferError(errorText('RPA_PREFER_LATENCY_INVALID', value ?? '', MAX_LATENCY_MS));
      }
      return { latencyMs: Number(value) };
    case 'example':
      // Which names exist depends on the operation: checked where the example is looked up.
      return { example: value ?? '' };
  }
}

/**
 * Reads a `Prefer` header (several arrive joined by commas): `code=503`, `example=full`,
 * `latency=300`, `drop`, comma-separated, names case-insensitive, empty elements ignored. Throws a
 * `PreferError` for anything else, a name given twice, or `drop` or `example` with `code`.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = {};
  const seen = new Set<Name>();
  for (const element of (header ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = PREFERENCE.exec(element);
    if (!match) throw new PreferError(errorText('RPA_PREFER_MALFORMED', element));
    const name = match[1].toLowerCase() as Name;
    if (!NAMES.includes(name)) throw new PreferError(errorText('RPA_PREFER_UNSUPPORTED', match[1], NAMES));
    if (seen.has(name)) throw new PreferError(errorText('RPA_PREFER_REPEATED', name));
    seen.add(name);
    Object.assign(preferences, valueOf(name, match[2] ?? match[3]));
  }
  // Each of these decides the whole answer, so two of them contradict each other.
  const deciding = (['drop', 'code', 'example'] as const).filter((name) => seen.has(name));
  if (deciding.length > 1) throw new PreferError(errorText('RPA_PREFER_NOT_COMBINABLE', deciding));
  return preferences;
}
