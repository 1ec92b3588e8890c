// The MSW entry's part a browser build may carry: handlers over any fetch handler, with no Node
// built-in on its path (./index.ts gives them the Node handler, src/browser/msw.ts the browser one).
export { handlersOver, type ReleasePagesHandlersOptions } from './handlersOver';
