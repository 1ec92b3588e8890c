// A deployment for the capture tests: a listing server (token checked, paged by offset and limit)
// and releases full of real-looking company, person and place names that these tests choose and
// the capture code does not know, in every field a deployment could put them.
import express, { type Express } from 'express';
import type { AnnouncementReport, ReleasePage } from '../../core/types';
import { toSlug } from '../data/slugs';
import { exportedReleases } from '../exportCommand';
import { FIXED_NOW } from './testApp';

export const DEPLOYMENT_TOKEN = 'deployment-token-93c1';

const COMPANIES = ['Halvorsen Maritime', 'Okonkwo Brothers', 'Lindqvist Vasquez', 'Przybylski Optics', 'Brannigan Foods', 'Tanabe Shipyards'];
const PEOPLE = ['Ingrid Solberg', 'Tomasz Wierzbicki', 'Amara Nwosu', 'Joaquín Ferreyra', 'Siobhán Mulcahy'];
const PLACES = ['Trondheim', 'Valparaíso', 'Ouagadougou', 'Zürich', 'Kaohsiung', 'Tromsø'];

/** A listing server over `items`, as a Wagtail deployment pages it; 401 without the token. */
export function listingServer(items: readonly unknown[], token = DEPLOYMENT_TOKEN): Express {
  const app = express();
  app.get('/api/v2/pages/', (req, res) => {
    if (req.get('authorization') !== `Token ${token}`) {
      res.status(401).set('WWW-Authenticate', 'Token').json({ detail: 'Invalid token.' });
      return;
    }
    const offset = Number(req.query.offset ?? 0);
    res.json({ meta: { total_count: items.length }, items: items.slice(offset, offset + Number(req.query.limit)) });
  });
  return app;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];
const codeOf = (company: string, n: number) =>
  `${company
    .replace(/[^A-Za-z]/gu, '')
    .slice(0, 4)
    .toUpperCase()}${n % 10}`;
const hostOf = (company: string) => `ir.${toSlug(company)}.no`;

/** A report type named after a company, a person and a place chosen by its id: every copy of it is the same. */
function namedReport(report: AnnouncementReport): AnnouncementReport {
  const { id } = report;
  const [company, person, place] = [pick(COMPANIES, id), pick(PEOPLE, id * 3), pick(PLACES, id * 5)];
  const title = `${company} ${place} Briefing`;
  const slug = `${toSlug(title)}-${id}`;
  const code = codeOf(company, id);
  return {
    ...report,
    title,
    slug,
    url: `https://${hostOf(company)}/reports/${slug}/?by=${toSlug(person)}`,
    deliverable_id: `${code}-${id}`,
    from_name: id % 2 === 0 ? `${company} Research Desk` : person,
    model_group_slug: `${toSlug(company)}-${toSlug(place)}`,
    products: report.products.map((product, k) => ({ ...product, name: `${company} ${place} Tracker ${k + 1}`, short_name: `${code}${k}` })),
    child_pages: report.child_pages.map((child) => ({
      ...child,
      title: `${place} Recap by ${person}`,
      slug: `${toSlug(`${place} recap ${person}`)}-${child.id}`,
      subject_line: `[${code}] ${person} on ${company}`,
    })),
  };
}

/** Release titles of several shapes, each naming a company, a person or a place. */
const TITLES: ((names: { company: string; person: string; place: string }) => string)[] = [
  ({ company }) => `${company} Q3 2026 Earnings Release`,
  ({ person, place }) => `${place} Site Visit with ${person}`,
  ({ company }) => `${company.toUpperCase()} Annual Report`,
  ({ company, place }) => `Trading Update: ${company} and ${place}`,
];

/** `count` releases with the mock's dates, statuses and structure, and names in every text, slug, code and URL. */
export function namedDeploymentReleases(count: number): ReleasePage[] {
  const releases = JSON.parse(JSON.stringify(exportedReleases({ seed: 11, count, now: FIXED_NOW, timezone: 'UTC' }))) as ReleasePage[];
  return releases.map((release, i) => {
    const [company, person, place] = [pick(COMPANIES, i), pick(PEOPLE, i * 7), pick(PLACES, i * 3)];
    const title = pick(TITLES, i)({ company, person, place });
    const slug = `${toSlug(title)}-${release.id}`;
    return {
      ...release,
      title,
      meta: { ...release.meta, slug, html_url: `https://${hostOf(company)}/releases/${slug}/` },
      status: { ...release.status, description: `${release.status.description} Presented by ${person} in ${place}.` },
      announcement_reports: release.announcement_reports.map(namedReport),
    };
  });
}

/** Every name `releases` hold, in the forms a leak could take: each word of four letters or more, slugs, the codes made of them and hosts. */
export function deploymentNames(releases: readonly ReleasePage[]): string[] {
  const names = [...COMPANIES, ...PEOPLE, ...PLACES];
  const words = names.flatMap((name) => name.split(' ')).filter((word) => word.length >= 4);
  const codes = releases.flatMap((release) => release.announcement_reports.flatMap((report) => report.products.map((product) => product.short_name)));
  return [...new Set([...words, ...names.map(toSlug), ...words.map(toSlug), ...codes, ...COMPANIES.map(hostOf)])];
}
