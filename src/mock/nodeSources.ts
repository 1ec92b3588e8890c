import type { MockSources } from './core/coreOptions';
import { releaseBodyValidator } from './admin/releaseBodyValidator';
import { generateDataset } from './data/generateDataset';

/** The mock's sources in Node: the seeded generator (faker), admin bodies checked by admin.openapi.yaml's schema. */
export const NODE_SOURCES: MockSources = {
  generated: (seed, count, clock) => generateDataset({ seed, count, clock }),
  validateRelease: releaseBodyValidator,
};
