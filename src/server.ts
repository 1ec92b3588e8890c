// `release-pages-mock/server`: the mock as a Node library: the Express app, the server the command
// starts, the in-process mock of the tools, and what they are built from.
export { createApp, type AppOptions } from './mock/http/app';
export { createMockCore, type MockCore } from './mock/pipeline/createCore';
export type { CoreOptions } from './mock/pipeline/coreOptions';
export type { CoreRequest, CoreResult, CoreAnswer } from './mock/pipeline/answer';
export { startServer, type RunningServer, type ExtraRouters } from './mock/server';
export { startLocalMock } from './mock/localMock';
export type { MockLogger } from './mock/mockLogger';
export { parseServerOptions, type ServerOptions } from './mock/options';
export { ReleaseService } from './mock/service/releaseService';
export { ReleaseStore } from './mock/store/releaseStore';
export { TokenRegistry, DEVELOPMENT_TOKENS, LIST_PERMISSION, type TokenGrant } from './mock/auth/tokenRegistry';
export { createClock, type Clock } from './mock/domain/clock';
export { generateDataset } from './mock/data/generateDataset';
export { loadFixturesFile } from './mock/data/loadFixturesFile';
