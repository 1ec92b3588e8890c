/**
 * One of express-openapi-validator's own modules, which its package exports only by path, or
 * undefined where a release moved it. `load` requires it by a literal path, so that the bundled
 * bin (scripts/bundleBins.ts) patches the copy it bundled.
 */
export function validatorModule<T>(load: () => unknown): T | undefined {
  try {
    return load() as T;
  } catch {
    return undefined;
  }
}
