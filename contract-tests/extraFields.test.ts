// A deployment may add fields the documentation does not name: no rule of the spec profile fails
// for them (one warning lists them); the mock profile holds openapi.yaml as written.
import { runSuite, type SuiteRun } from '../src/contract/suite/runSuite';
import { listenLocally } from '../src/net/testing/listenLocally';
import { testApp } from '../src/mock/testing/testApp';
import { faultyApp, onList, type Fault } from './faults/harness';

const { app: mock } = testApp({ count: 230, validateResponses: false });

type Node = Record<string, unknown>;
const each = (value: unknown, change: (node: Node) => void) => (Array.isArray(value) ? value.forEach((v) => change(v as Node)) : undefined);

/** Adds a field to the list's meta, each item, its meta, its status, each announcement report and each product. */
const addsFields: Fault = {
  name: 'a deployment with fields of its own',
  caughtBy: 'schema.listing-answers-match-openapi',
  answer: onList((body) => {
    (body.meta as Node).next = null;
    for (const item of body.items) {
      item.search_description = 'about this release';
      if (item.meta) (item.meta as Node).locale = 'en';
      if (item.status) (item.status as Node).icon = 'calendar';
      each(item.announcement_reports, (report) => {
        report.audience = 'public';
        each(report.products, (product) => {
          product.sector = 'energy';
        });
      });
    }
  }),
};

async function runAgainst(profile: 'spec' | 'mock'): Promise<SuiteRun> {
  const server = await listenLocally(faultyApp(mock, addsFields));
  try {
    return await runSuite({ baseUrl: server.url, token: 'dev-token', profile, timezone: profile === 'mock' ? 'UTC' : undefined });
  } finally {
    await server.close();
  }
}

const failed = (run: SuiteRun) => run.results.filter((r) => r.outcome === 'failed').map((r) => r.rule.name);

// openapi.yaml itself leaves further meta fields open (§2.3), so `meta.locale` is no extra field.
test('in the spec profile, extra fields fail no rule, and one warning names each of them', async () => {
  const run = await runAgainst('spec');
  expect(failed(run)).toEqual([]);
  expect(run.warnings).toEqual([
    'fields the API documentation does not name, not judged in the spec profile: ' +
      'items[].announcement_reports[].audience, items[].announcement_reports[].products[].sector, items[].search_description, items[].status.icon, meta.next',
  ]);
}, 60_000);

test('in the mock profile, openapi.yaml holds as written: the schema rule fails on them', async () => {
  const run = await runAgainst('mock');
  expect(failed(run)).toContain('schema.listing-answers-match-openapi');
}, 60_000);
