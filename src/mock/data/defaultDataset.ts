// The default dataset (seed 42, 500 releases) drawn ahead of time: defaultDatasetDraws.json holds every
// random draw with its dates relative to the clock (placeDataset.ts), so that placing it gives
// exactly what `generateDataset` gives at the same clock, without loading faker or making its draws.
// `npm run gen:default-dataset` writes the JSON; `npm test` checks it is current.
import type { Clock } from '../domain/clock';
import type { StoredRelease } from '../../core/types';
import { placeDataset, type DatasetDraft } from './placeDataset';
import drawn from './defaultDatasetDraws.json';

/** The draft with the seed and count it was drawn from. */
export interface DrawnDataset extends DatasetDraft {
  seed: number;
  count: number;
}

const DEFAULT_DRAWN = drawn as DrawnDataset;

/** The seed and count the shipped dataset was drawn from (the server's defaults). */
export const DEFAULT_DATASET = { seed: DEFAULT_DRAWN.seed, count: DEFAULT_DRAWN.count } as const;

/** The releases of `generateDataset({ seed: 42, count: 500, clock })`, from the shipped draws. */
export const defaultDataset = (clock: Clock): StoredRelease[] => placeDataset(DEFAULT_DRAWN, clock);
