// StrykerJS's settings for `npm run mutation`: the mock's listing logic mutated, each mutant judged by the contract suite.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
module.exports = {
  // The listing logic the spec states rules for, and nothing else: a mutant here can change an answer the
  // contract suite judges. Bounds, I/O, serialization and the search's data structures (hits, counts,
  // bit slices: their own unit and property tests hold them to the plain reading) are left out, as is the
  // ordering engine's sort (sortedOrders.ts), to keep a run near 25 minutes on two shared cores.
  // Functions of these files that are not listing logic are left unmutated by name: scripts/mutation/notListingLogic.js.
  mutate: [
    // §3: the conditions of each status, and the mock's choice of which one a release shows.
    'src/mock/domain/status.ts',
    // §3: the `status` filter's sets of releases, and their counts within a date range.
    'src/mock/store/statusIndex.ts',
    // §4.1: the date filters, their bounds and how they combine with status and search; the limit
    // check; the order asked for, its date ranges both ways; the page and the total.
    'src/mock/store/releaseStore.ts',
    // §4.1, §4.3: the binary searches that find a date range and the page cut from a list.
    'src/mock/store/sortedIndex.ts',
    'src/mock/store/sliceOf.ts',
    // §4.1, §8: the defaults of `limit` (200) and `offset` (0), and each parameter read into the query.
    'src/mock/pipeline/listRequest.ts',
    // §4.2.2 to §4.2.5: a query split into terms, which term is a prefix, the words of a term.
    'src/mock/store/searchTerms.ts',
  ],
  plugins: ['@stryker-mutator/*', require.resolve('./scripts/mutation/notListingLogic.js')],
  ignorers: ['not-listing-logic'],
  // Each mutant is judged by the contract suite in the spec profile against the mock it starts itself,
  // built once with every mutant in it (mutant schemata); Stryker activates one at a time by its
  // environment variable, so a mutant costs one run of the suite, not a build.
  testRunner: 'command',
  commandRunner: { command: 'node dist/bin/release-pages-contract.js --timezone UTC' },
  buildCommand: 'npm run build',
  // The command runner cannot tell which mutants a run reaches: every mutant runs the whole suite.
  coverageAnalysis: 'off',
  // The machine is shared: one suite at a time, and room for a loaded machine before a run counts as a hang.
  concurrency: 1,
  timeoutMS: 10000,
  ignorePatterns: ['dist', 'coverage', 'bench/results.json', 'reports'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp',
};
