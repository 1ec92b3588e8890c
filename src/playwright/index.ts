// `release-pages-mock/playwright`: the mock behind Playwright's `page.route`, for end-to-end tests
// that start no server. See docs/in-process.md.
export { routeReleasePages, type RoutablePage, type ReleasePagesRouteOptions } from './routeReleasePages';
