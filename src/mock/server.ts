// Starting the mock: its dataset, tokens, journal and app served on the port, and the start-up summary.
import type { Router } from 'express';
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { configuredTokens } from './auth/configuredTokens';
import { DEVELOPMENT_TOKENS, LIST_PERMISSION } from './auth/tokenRegistry';
import type { MockLogger } from './mockLogger';
import type { ServerOptions } from './options';
import { momentOf, type Clock } from './domain/clock';
import { coreOptionsOf } from './pipeline/coreOptions';
import { NODE_SOURCES } from './nodeSources';
import { loadFixturesFile } from './data/loadFixturesFile';
import { ADMIN_PREFIX, type AdminLimits } from './admin';
import type { RecordBounds } from './data/releaseRecords';
import { checkJournalFile } from './journal/journalFile';
import { RequestJournal } from './journal/requestJournal';
import { JOURNAL_PAGE_PATH } from './http/journalPage';
import { watchFixturesFile } from './data/watchFixturesFile';
import { createApp } from './http/app';
import { hostAllowedBy } from './http/allowedHosts';
import { listen } from '../net/server/listen';
import { DEFAULT_TIMEOUTS } from '../net/server/connectionLimits';
import { warmUp } from './http/warmUp';
import { requestClassesOf } from './http/expressInternals';
import { explainListenError } from './listenError';
import { FULL_COLLECTION_FROM, fullCollection } from './fullCollection';
import { ReleaseService } from './service/releaseService';
import type { KeySorter, ReleaseStore } from './store/releaseStore';
import { adoptThreadParts, indexingThread, searchWaitsForIndex, sourcesFeeding } from './searchIndexWorker';
import { preparedBeforeAnswer } from './preparedBeforeAnswer';
import { threadSorter } from './ordersWorker';

export interface RunningServer {
  server: Server;
  url: string;
  /** What start-up prints: where it listens, the dataset, how to authenticate. Never a configured key. */
  summary: string[];
  /** Every answered request, judged by the request rules; none with `--max-journal-entries 0`. */
  journal?: RequestJournal;
}

const recordBoundsOf = (options: ServerOptions): RecordBounds => ({ maxValues: options.maxRecordValues, maxProblemLines: options.maxProblemLines });

const adminLimitsOf = (options: ServerOptions): AdminLimits => ({
  maxBodyBytes: options.adminMaxBody,
  maxItems: options.adminMaxItems,
  ...recordBoundsOf(options),
});

/** The fixtures file's releases, or none: the generated ones, from `--seed` and `--count`. */
function datasetOf(options: ServerOptions) {
  if (options.fixtures)
    return { releases: loadFixturesFile(options.fixtures, options.fixturesMaxBytes, recordBoundsOf(options)), origin: `from ${options.fixtures}` };
  return { releases: undefined, origin: `generated from seed ${options.seed}` };
}

/** A line when the run adds faults, so that nobody mistakes them for the mock's bugs. */
function runFaultsSummary({ latency, errorRate, seed }: ServerOptions): string[] {
  const faults = [
    ...(latency ? [`latency ${latency.min === latency.max ? latency.min : `${latency.min}-${latency.max}`} ms`] : []),
    ...(errorRate > 0 ? [`error rate ${errorRate} (500, 502 or 503)`] : []),
  ];
  return faults.length > 0 ? [`  faults:    ${faults.join(', ')} (seed ${seed})`] : [];
}

function clockSummary(clock: Clock, options: ServerOptions): string {
  if (clock.fixed) return `fixed at ${clock.now().toISOString()}${options.clockRate === undefined ? '' : ' (--clock-rate 0)'}`;
  if (options.clockRate === undefined) return 'real time';
  return `running at ${clock.rate}x real time (--clock-rate) from ${clock.now().toISOString()}`;
}

/**
 * After start-up's full collection V8 sweeps the old generation on its helper threads; the index's
 * build, which allocates much, started at once would wait for that sweeping and hold the event loop
 * past the search budget at 1M releases; started a second later, it stays within it.
 */
export const INDEX_AFTER_MS = 1000;

/**
 * A first answer does not need the search index (a third of start-up at 1M releases): what is left
 * of it is built between requests once the port is open, and a search that comes first waits for
 * it (`searchWaitsForIndex`). The log says when it is complete; closing the server stops the slicing.
 */
function indexSearchAfterListen(
  store: ReleaseStore,
  closed: AbortController,
  logger: MockLogger,
  sorter: KeySorter,
  clock: Clock,
  threadParts?: Promise<void>,
): void {
  const started = performance.now();
  // Not before the indexing thread's parts, if they are still to come: the slices would index the texts again.
  void Promise.all([delay(INDEX_AFTER_MS, undefined, { signal: closed.signal, ref: false }), threadParts])
    .then(() => store.indexSearchInSlices(undefined, closed.signal))
    .then((built) => {
      if (built)
        logger.info(`search index complete (common terms marked): ${store.size} releases, ${Math.round(performance.now() - started)} ms after the port opened`);
      // Then the orderings not sorted yet, in a thread: the first `ordering=title` then sorts nothing; then the status sets.
      return prepareRest(store, closed, sorter, clock);
    })
    .catch((error: Error) => {
      // Aborted by the server's close: a later search builds the index. Anything else is a bug, which each search then reports.
      if (error.name !== 'AbortError') logger.error(`search index: ${error.stack ?? error.message}`);
    });
}

/**
 * The orderings not sorted yet, in a thread, then the status and date filters' lists of the clock's
 * moment, between requests: the first listing of each then builds nothing.
 */
async function prepareRest(store: ReleaseStore, closed: AbortController, sorter: KeySorter, clock: Clock): Promise<void> {
  if (await store.prepareOrdersInSlices(undefined, closed.signal, sorter)) await store.prepareFiltersInSlices(momentOf(clock), undefined, closed.signal);
}

/** With the index built before listen, the orderings not sorted yet are sorted in a thread once the port is open. */
function sortOrdersAfterListen(store: ReleaseStore, closed: AbortController, logger: MockLogger, sorter: KeySorter, clock: Clock): void {
  void delay(INDEX_AFTER_MS, undefined, { signal: closed.signal, ref: false })
    .then(() => prepareRest(store, closed, sorter, clock))
    .catch((error: Error) => {
      // Aborted by the server's close: a later query sorts what it needs. Anything else is a bug, which that query then reports.
      if (error.name !== 'AbortError') logger.error(`orderings: ${error.stack ?? error.message}`);
    });
}

/**
 * From this many releases, with no indexing thread, start-up builds the whole search index before
 * the port opens, so that no search in the first minute waits for it: at 1M releases a search in
 * the first seconds after the port opened would wait seconds for the slices. Below, the slices after
 * listen are short and the default start-up does not pay for it. The texts are indexed before
 * start-up's full collection, which collects their garbage with the dataset's; marking common terms
 * and warming up come after it (`indexSearchBeforeListen`), in a collected heap, where they take
 * about half as long as before it. What they leave behind is small: the marks are kept.
 */
export const INDEX_BEFORE_LISTEN_FROM = FULL_COLLECTION_FROM;

/**
 * Indexes the search texts now (the index then answers); `finish`, called after start-up's full
 * collection, marks common terms and warms up, and says so. See `INDEX_BEFORE_LISTEN_FROM`.
 */
function indexSearchBeforeListen(store: ReleaseStore, logger: MockLogger): { finish(): void } {
  const started = performance.now();
  store.indexSearchTextsNow();
  const texts = performance.now() - started;
  return {
    finish() {
      const finishing = performance.now();
      store.indexSearchNow();
      const rest = performance.now() - finishing;
      logger.info(
        `search index complete (common terms marked): ${store.size} releases, built in ${Math.round(texts + rest)} ms before the port opened (texts ${Math.round(texts)} ms, then ${Math.round(rest)} ms after the full collection)`,
      );
    },
  };
}

/** Routers to mount ahead of the API, made from the running service (the benchmark's routes). */
export type ExtraRouters = (service: ReleaseService, options: ServerOptions) => Router[];

/**
 * Builds everything the options ask for and starts listening. Throws, serving nothing, on bad configuration or a port it cannot have.
 * Without a logger it logs nothing (the command passes its own).
 */
export function startServer(options: ServerOptions, logger: MockLogger = pino({ level: 'silent' }), extraRouters?: ExtraRouters): Promise<RunningServer> {
  // Aborted when the server closes, or when start-up fails: what start-up set going beside it (the
  // indexing thread, the index's slices) stops then, not seconds later in an embedder's process.
  const closed = new AbortController();
  return serve(options, logger, extraRouters, closed).catch((error: unknown) => {
    closed.abort();
    throw error;
  });
}

async function serve(options: ServerOptions, logger: MockLogger, extraRouters: ExtraRouters | undefined, closed: AbortController): Promise<RunningServer> {
  if (options.journal) checkJournalFile(options.journal);
  const { grants, development } = configuredTokens(options);
  const { releases, origin } = datasetOf(options);
  const indexer = indexingThread(options, logger);
  if (indexer) closed.signal.addEventListener('abort', indexer.stop, { once: true });
  const sorter = threadSorter(logger);
  const sources = { ...NODE_SOURCES, sortOrders: sorter };
  const { core, clock, store, service, live, journal } = coreOptionsOf(
    {
      ...options,
      releases,
      tokens: grants,
      adminOrigins: options.adminOrigin,
      adminLimits: adminLimitsOf(options),
      runFaults: { latency: options.latency, errorRate: options.errorRate, seed: options.seed },
      maxJournalEntries: options.maxJournalEntries > 0 && options.maxJournalEntries,
    },
    indexer ? sourcesFeeding(sources, indexer) : sources,
  );
  // A store being prepared after a change or a reload stops with the server, not seconds later in an embedder's process.
  closed.signal.addEventListener('abort', () => live.stop(), { once: true });
  live.onWholeBuild = (size, ms) =>
    logger.info(`data: the store of ${size} releases built again after changes, served after ${Math.round(ms)} ms of preparation between requests`);
  const beforeListen = !indexer && store.size >= INDEX_BEFORE_LISTEN_FROM ? indexSearchBeforeListen(store, logger) : undefined;
  let threadParts: Promise<void> | undefined;
  const app = createApp({
    ...core,
    validateResponses: options.validateResponses,
    logger,
    // Only a development token is public enough to write into a page anyone can load.
    docsToken: development ? DEVELOPMENT_TOKENS[0].key : undefined,
    journalPage: options.journalPage,
    // A search waits for the index only where a thread indexes it (from `INDEX_THREAD_FROM` releases); otherwise it is built before listen, or is small.
    routers: [
      ...(indexer ? [searchWaitsForIndex(store, closed.signal, () => threadParts)] : []),
      preparedBeforeAnswer(service, closed.signal, sorter),
      ...(extraRouters?.(service, options) ?? []),
    ],
  });
  const permitted = grants.find((grant) => grant.permissions.includes(LIST_PERMISSION));
  // Without a token that may list, no request reaches the validator: there is nothing to compile early.
  const classes = requestClassesOf(app);
  if (permitted) await warmUp(app, permitted.key, options.allowedHosts && hostAllowedBy(options.allowedHosts), classes);
  // A moving clock starts running from --now (or the real now) as the port opens: building the data and the
  // warm-up do not move it, and the data sits around --now exactly as without a rate.
  if (options.clockRate !== undefined) clock.set({ rate: options.clockRate });
  if (indexer) threadParts = (await adoptThreadParts(store, indexer, logger)).later;
  // Start-up's garbage is collected before the port opens, not during the first requests (where it costs more than it saves).
  if (store.size >= FULL_COLLECTION_FROM) fullCollection();
  beforeListen?.finish();
  const limits = { maxConnections: options.maxConnections, maxPipelined: options.maxPipelined, ...DEFAULT_TIMEOUTS };
  const { server, url } = await listen(app, options.port, options.host, false, limits, 1, classes).catch((error: NodeJS.ErrnoException) => {
    throw explainListenError(error, options.port, options.host);
  });
  server.once('close', () => closed.abort());
  if (!beforeListen) indexSearchAfterListen(store, closed, logger, sorter, clock, threadParts);
  else sortOrdersAfterListen(store, closed, logger, sorter, clock);
  if (options.watch && options.fixtures) {
    server.on(
      'close',
      watchFixturesFile(options.fixtures, (releases) => live.load(releases), logger, {
        maxBytes: options.fixturesMaxBytes,
        recordBounds: recordBoundsOf(options),
      }),
    );
  }
  // Ordered: a page without `ordering` would rest on an order the spec leaves open (the journal lists it).
  const listing = `${url}/api/v2/pages/?type=releases.ReleasePage&ordering=expected_date&limit=5`;
  const sampleKey = development ? DEVELOPMENT_TOKENS[0].key : '<your token>';
  const summary = [
    `release-pages-mock listening on ${url}`,
    `  dataset:   ${store.size} releases ${origin}`,
    `  clock:     ${clockSummary(clock, options)}; today is ${momentOf(clock).today} in ${clock.timezone}`,
    development
      ? `  tokens:    none configured, so the development tokens work: '${DEVELOPMENT_TOKENS[0].key}' (lists releases), '${DEVELOPMENT_TOKENS[1].key}' (403)`
      : `  tokens:    ${grants.length} configured (keys are not printed)`,
    `  try:       curl -H 'Authorization: Token ${sampleKey}' '${listing}'`,
    `  docs:      ${url}/docs`,
    ...(options.allowedHosts ? [`  hosts:     ${options.allowedHosts.join(', ')} (--allowed-hosts); any other Host is a 400`] : []),
    ...(options.watch ? [`  watching:  ${options.fixtures}, reloaded when it changes`] : []),
    ...(options.admin
      ? [
          `  admin:     ${url}${ADMIN_PREFIX}/releases, ${ADMIN_PREFIX}/reset, ${ADMIN_PREFIX}/clock and ${ADMIN_PREFIX}/requests (admin.openapi.yaml), with a token`,
        ]
      : []),
    ...(options.varyUnstated
      ? [
          `  varying:   what the spec leaves open, per query, seeded by ${options.varySeed === undefined ? `--seed ${options.seed}` : `--vary-seed ${options.varySeed}`}; each pick in X-Mock-Reading (--vary-unstated)`,
        ]
      : []),
    journal
      ? `  journal:   the last ${journal.maxEntries} requests${options.journal ? `, written to ${options.journal} at stop` : ''}`
      : '  journal:   none (--max-journal-entries 0)',
    ...(journal && options.journalPage
      ? [`  live:      ${url}${JOURNAL_PAGE_PATH}, the journal as requests arrive (this machine only; --no-journal-page)`]
      : []),
    ...runFaultsSummary(options),
    `  responses: ${options.validateResponses ? 'validated against openapi.yaml' : 'not validated (--no-validate-responses)'}`,
  ];
  return { server, url, summary, journal };
}
