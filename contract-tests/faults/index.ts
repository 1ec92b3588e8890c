// Every broken variant of the mock the suite must catch.
import type { Fault } from './harness';
import { authAndPagingFaults } from './authAndPaging';
import { coverageFaults } from './coverage';
import { drawnProbeFaults } from './drawnProbes';
import { filterPairFaults } from './filterPairs';
import { filtersStatusOrderingFaults } from './filtersStatusOrdering';
import { searchFieldsContentFaults } from './searchFieldsContent';

/** Every broken variant the suite must catch, each with the rule that names it. */
export const FAULTS: readonly Fault[] = [
  ...authAndPagingFaults,
  ...filtersStatusOrderingFaults,
  ...searchFieldsContentFaults,
  ...coverageFaults,
  ...drawnProbeFaults,
  ...filterPairFaults,
];
