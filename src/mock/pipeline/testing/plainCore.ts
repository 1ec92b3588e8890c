// The mock's core options over a small generated dataset at the pinned now, for the core's tests.
import { openApiDocument } from '../../../core/openapi/document';
import { NODE_SOURCES } from '../../nodeSources';
import { coreOptionsOf, type CoreOptions, type MockChoices } from '../coreOptions';
import { PINNED_NOW } from './plainRequest';

/** Twenty generated releases (the fewest the generator makes) at the pinned now, with the choices given. */
export function plainCoreOptions(choices: MockChoices = {}): CoreOptions {
  const { core } = coreOptionsOf({ count: 20, now: PINNED_NOW.toISOString(), ...choices }, NODE_SOURCES);
  return { ...core, document: openApiDocument() };
}
