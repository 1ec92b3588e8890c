/** The generated dataset's defaults (`--seed`, `--count`), in a module of their own: the browser build reads them without the command line's. */
export const DEFAULT_SEED = 42;
/** More than one page at the default limit of 200, so paging is always exercised. */
export const DEFAULT_COUNT = 500;
