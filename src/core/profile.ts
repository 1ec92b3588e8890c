/**
 * What the two checkers judge, as both take it from `--profile`. `spec` (the default): only what
 * the Release Pages API documentation states, so that a correct deployment or document passes
 * whatever it chose where the documentation says "not shown". `mock`: also the mock's own choices
 * there, as openapi.yaml records them.
 */
export const PROFILES = ['spec', 'mock'] as const;
export type Profile = (typeof PROFILES)[number];
