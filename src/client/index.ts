// `release-pages-mock/client`: the typed client of the API, its errors and the API's types, and
// nothing else. Browser-safe: no Node built-in on its path, no server package in its types (a
// test bundles it for the browser with esbuild and compiles it under `tsc --strict`).
export { ReleasePagesClient, type ClientOptions, type RequestOptions, type ListReleasePagesParams, type ListParams } from './releasePagesClient';
export {
  ReleasePagesApiError,
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnexpectedResponseError,
} from './apiErrors';
export type { ListingItem, ListingPage, DetailItem, SelectedFields, ItemWith, FieldName, FieldsReading } from './fieldsType';
export type { ReleasePageItem, ReleasePageList, ReleasePage, PageMeta, Status, StatusCode, AnnouncementReport, Product, ChildPage } from '../core/types';
export type { paths, components, operations } from '../core/generated/openapi';
