// The fetch entry's part a browser build may carry, with no Node built-in on its path: the handler's
// assembly (the caller passes the sources), its types, and a base URL's origin for the adapters.
// The Node entry, ./index.ts, adds the Node sources; src/browser, src/msw and src/playwright enter here.
export { assembleFetchHandler, type FetchHandlerOptions, type JournaledFetchHandler } from './assembleFetchHandler';
export type { FetchHandler } from './fetchHandlerOf';
export { originOf } from './originOf';
