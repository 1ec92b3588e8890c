// Tests of report texts: carriers that agree, and disputed report ids.
import { release, report } from '../testing/records';
import { ReleaseStore } from './releaseStore';
import { ReportTexts } from './reportTexts';

const shared = report({ id: 7, title: 'Quarterly results' });
const releases = [release({ id: 1, announcement_reports: [shared] }), release({ id: 2, announcement_reports: [shared] })];

describe('ReportTexts', () => {
  test('a release agrees when its reports read as their first carriers do, or are new', () => {
    const texts = ReportTexts.of(releases);
    expect(texts.agreesOn(release({ id: 3, announcement_reports: [shared] }))).toBe(true);
    expect(texts.agreesOn(release({ id: 3, announcement_reports: [{ ...shared }] }))).toBe(true);
    expect(texts.agreesOn(release({ id: 3, announcement_reports: [report({ id: 8 })] }))).toBe(true);
    expect(texts.agreesOn(release({ id: 3, announcement_reports: [{ ...shared, title: 'Annual results' }] }))).toBe(false);
  });

  test('a report id whose carriers disagree is disputed: no release agrees on it', () => {
    const texts = ReportTexts.of([...releases, release({ id: 3, announcement_reports: [{ ...shared, title: 'Annual results' }] })]);
    expect(texts.agreesOn(releases[0])).toBe(false);
  });

  test('the store answers it without building the search index (an admin change may come before it is built)', () => {
    const store = new ReleaseStore(releases);
    expect(store.agreesOnReports(release({ id: 3, announcement_reports: [{ ...shared, title: 'Annual results' }] }))).toBe(false);
    expect(store.searchReady).toBe(false);
  });
});
