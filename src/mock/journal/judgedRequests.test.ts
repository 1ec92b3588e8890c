// Tests of the memo of verdicts: judged once per distinct request, and bounded.
import { requestJudge } from './journalEntry';
import { KEPT_JUDGEMENTS, judgedRequests } from './judgedRequests';

const LISTING = '/api/v2/pages/?type=releases.ReleasePage';

test('gives the verdicts of the request rules, judged once per distinct request', () => {
  const judge = judgedRequests('spec');
  const target = `${LISTING}&ordering=title&fields=-status`;
  const first = judge('GET', target, 'Token dev-token');
  expect(first).toEqual(requestJudge('spec')('GET', target, 'Token dev-token'));
  expect(first.map((verdict) => verdict.rule)).toEqual(['request.ordering-is-documented', 'request.fields-are-documented']);
  expect(judge('GET', target, 'Token dev-token')).toBe(first);
  expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
});

test('tells apart what the verdicts depend on: method, target, and a missing, empty or other Authorization header', () => {
  const judge = judgedRequests('spec');
  const rules = (method: string, target: string, authorization?: string) => judge(method, target, authorization).map((verdict) => verdict.rule);
  expect(rules('GET', LISTING, 'Token a')).toEqual([]);
  expect(rules('GET', LISTING, undefined)).toEqual(['request.authorization-is-token']);
  expect(judge('GET', LISTING, '')[0].actual).toBe('Authorization: ');
  expect(judge('GET', LISTING, undefined)[0].actual).toBe('no Authorization header');
  expect(rules('POST', LISTING, 'Token a')).toEqual(['request.method-is-get']);
  expect(rules('GET', `${LISTING}&ordering=title`, 'Token a')).toEqual(['request.ordering-is-documented']);
  expect(rules('GET', LISTING, 'Token a')).toEqual([]);
});

test('keeps at most KEPT_JUDGEMENTS distinct requests: past them, one is judged again', () => {
  const judge = judgedRequests('mock');
  const first = judge('GET', `${LISTING}&offset=0`, 'Token a');
  for (let i = 1; i <= KEPT_JUDGEMENTS; i++) judge('GET', `${LISTING}&offset=${i}`, 'Token a');
  const again = judge('GET', `${LISTING}&offset=0`, 'Token a');
  expect(again).not.toBe(first);
  expect(again).toEqual(first);
});

test('a request the real API refuses is judged by its refusals alone, not also by the readings its answer would rest on', () => {
  const rules = (target: string) => requestJudge('spec')('GET', target, 'Token a').map((verdict) => [verdict.rule, verdict.kind]);
  expect(rules(`${LISTING}&limit=5`)).toEqual([['request.ordering-when-paging', 'unstated']]);
  expect(rules(`${LISTING}&limit=500&ordering=title`)).toEqual([['request.limit-within-maximum', 'refused']]);
});
