// The one test of "a JSON object" every layer shares: the rulebook, the HAR reader, the tools.

/** Whether a value is an object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
