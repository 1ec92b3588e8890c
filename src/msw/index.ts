// `release-pages-mock/msw`: the mock as MSW request handlers (MSW 3.x or 2.x, a peer dependency),
// for `setupServer` (Jest, Vitest) and `setupWorker` (a browser, Storybook). See docs/in-process.md.
export { releasePagesHandlers, type ReleasePagesHandlersOptions } from './releasePagesHandlers';
