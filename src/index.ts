// The package's entry point (`require('release-pages-mock')`): the mock as a library, a typed client
// of the API, and the API's types generated from openapi.yaml. The commands are its bins.
export { createApp, type AppOptions } from './mock/http/app';
export { createFetchHandler, type FetchHandler, type FetchHandlerOptions } from './fetch';
export { createMockCore, type MockCore, type CoreOptions } from './mock/core/createCore';
export type { CoreRequest, CoreResult, CoreAnswer } from './mock/core/answer';
export { startServer, type RunningServer, type ExtraRouters } from './mock/server';
export { parseServerOptions, type ServerOptions } from './mock/options';
export { ReleaseService } from './mock/service/releaseService';
export { ReleaseStore } from './mock/store/releaseStore';
export { TokenRegistry, DEVELOPMENT_TOKENS, LIST_PERMISSION, type TokenGrant } from './mock/auth/tokenRegistry';
export { createClock, type Clock } from './mock/domain/clock';
export { generateDataset } from './mock/data/generateDataset';
export { loadFixturesFile } from './mock/data/loadFixturesFile';
export { ReleasePagesClient, type ClientOptions, type ListReleasePagesParams, type ListParams } from './client/releasePagesClient';
export {
  ReleasePagesApiError,
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnexpectedResponseError,
} from './client/apiErrors';
export type { ListingItem, ListingPage, DetailItem, SelectedFields, ItemWith, FieldName } from './client/fieldsType';
export type { ReleasePageItem, ReleasePageList, ReleasePage, PageMeta, Status, StatusCode, AnnouncementReport, Product, ChildPage } from './core/types';
export type { paths, components, operations } from './core/generated/openapi';
