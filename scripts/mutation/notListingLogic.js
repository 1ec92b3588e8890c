// A StrykerJS ignorer: leaves unmutated the named functions of the mutated files that are not listing logic.

/**
 * By mutated file, the functions, methods and getters whose mutants Stryker leaves out, and why: each
 * is start-up, caching or speed (a mutant there answers the same, or is never reached by a listing
 * request), or serves another route than the listing. Matched by name, so they stay matched as lines move.
 */
const NOT_LISTING_LOGIC = {
  'src/mock/store/releaseStore.ts': {
    inIdOrder: 'puts data given out of id order in order at start-up; the shipped dataset is in order already',
    matchesUpTo: 'the overlay of admin changes (OverlaidStore), which no contract run reaches',
    findById: 'the detail route (/api/v2/pages/<id>/), not the listing',
    agreesOnReports: 'whether an admin change can be laid over the store',
    searchReady: 'when the search index is built: start-up',
    adoptSearchParts: 'when the search index is built: start-up',
    indexSearchTextsNow: 'when the search index is built: start-up',
    indexSearchNow: 'when the search index is built: start-up',
    searchIndexed: 'when the search index is built: start-up',
    indexSearchInSlices: 'when the search index is built: start-up',
    statusEpoch: 'the key of the item bytes cache',
  },
  'src/mock/store/statusIndex.ts': {
    epoch: 'when the cached status sets are renewed, as the clock passes a target date: a cache key',
    targetsOf: 'the sorted target dates that epoch alone reads',
  },
};

/** The enclosing names of a node, innermost first: functions, methods, getters and the variables or properties arrows are assigned to. */
function enclosingNames(path) {
  const names = [];
  for (let p = path; p; p = p.parentPath) {
    const { node, parent } = p;
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassMethod' || node.type === 'ClassPrivateMethod') && node.key?.name) names.push(node.key.name);
    if (node.type === 'FunctionDeclaration' && node.id) names.push(node.id.name);
    if ((node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') && parent) {
      if (parent.type === 'VariableDeclarator' && parent.id.type === 'Identifier') names.push(parent.id.name);
      if ((parent.type === 'ClassProperty' || parent.type === 'ObjectProperty') && parent.key?.name) names.push(parent.key.name);
    }
  }
  return names;
}

/** The reason to leave the node unmutated, if it sits in a function the file's entry names. */
function notListingLogic(fileName, path) {
  const relative = `/${fileName.replace(/\\/g, '/')}`;
  const file = Object.keys(NOT_LISTING_LOGIC).find((name) => relative.endsWith(`/${name}`));
  if (!file) return undefined;
  const name = enclosingNames(path).find((n) => n in NOT_LISTING_LOGIC[file]);
  return name && `not listing logic (${name}): ${NOT_LISTING_LOGIC[file][name]}`;
}

const ignorer = { shouldIgnore: (path) => notListingLogic(path.hub?.file?.opts?.filename ?? '', path) };

module.exports.NOT_LISTING_LOGIC = NOT_LISTING_LOGIC;
module.exports.notListingLogic = notListingLogic;
// What `plugins` loads (assigned one by one, so that an ES import finds each by name): an `Ignore`
// plugin by the name `ignorers` lists, the shape @stryker-mutator/api's declareValuePlugin returns.
module.exports.strykerPlugins = [{ kind: 'Ignore', name: 'not-listing-logic', value: ignorer }];
