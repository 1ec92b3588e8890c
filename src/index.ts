// The package's entry point (`release-pages-mock`): everything its subpaths export. The typed client
// and the API's types (`release-pages-mock/client`, browser-safe), the mock in process as a fetch
// handler (`release-pages-mock/fetch`) and the mock as a Node library (`release-pages-mock/server`).
// The commands are its bins.
export * from './client';
export * from './fetch';
export * from './server';
