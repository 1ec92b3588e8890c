import type { Fault } from '../faults';

// Filled in by the issue 3 work in progress.
export const filtersStatusOrderingFaults: Fault[] = [];
