// The mock's sources in Node: the seeded generator, loaded only when needed, and the admin schema check.
import type { MockSources } from './pipeline/coreOptions';
import { DEFAULT_DATASET, defaultDataset } from './data/defaultDataset';

/* eslint-disable @typescript-eslint/no-require-imports -- a require on first use is the lazy load; its type is the module's */
// faker (slow to load) and the admin schema's compiler load only when a run needs them: the
// default seed and count are placed from the shipped draws, the same releases byte for byte.
const generator = () => require('./data/generateDataset') as typeof import('./data/generateDataset');
const adminValidator = () => require('./admin/releaseBodyValidator') as typeof import('./admin/releaseBodyValidator');
/* eslint-enable @typescript-eslint/no-require-imports */

const isDefault = (seed: number, count: number) => seed === DEFAULT_DATASET.seed && count === DEFAULT_DATASET.count;

/** The mock's sources in Node: the seeded generator (faker), admin bodies checked by admin.openapi.yaml's schema. */
export const NODE_SOURCES: MockSources = {
  generated: (seed, count, clock) => (isDefault(seed, count) ? defaultDataset(clock) : generator().generateDataset({ seed, count, clock })),
  validateRelease: () => adminValidator().releaseBodyValidator(),
};
