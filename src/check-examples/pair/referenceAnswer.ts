import type { Express } from 'express';
import { listen } from '../../net/server/listen';
import { LIST_PERMISSION, TokenRegistry, type TokenGrant } from '../../mock/auth/tokenRegistry';
import { generateDataset } from '../../mock/data/generateDataset';
import { createClock } from '../../mock/domain/clock';
import type { StoredRelease } from '../../core/types';
import { createApp } from '../../mock/http/app';
import { ReleaseService } from '../../mock/service/releaseService';
import { ReleaseStore } from '../../mock/store/releaseStore';
import { headerOf, type Header } from '../documents/parseHttpBlock';

/** How the reference must know the example's key for the example's answer to be possible at all. */
export type TokenRole = 'permitted' | 'forbidden' | 'unknown';

export function tokenRoleFor(status: number): TokenRole {
  if (status === 401) return 'unknown';
  if (status === 403) return 'forbidden';
  return 'permitted';
}

export interface ReferenceRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** Path and query. */
  path: string;
  headers: readonly Header[];
  role: TokenRole;
  /** A page id the request names (the detail endpoint), and whether the example presumes that page exists. */
  page?: { id: number; exists: boolean };
}

export interface ReferenceAnswer {
  status: number;
  /** Parsed JSON, or the text of a body that is not JSON. */
  body: unknown;
}

/** The data is never compared with an example's, only its shape and rules: any small dataset and clock will do. */
const DATA_CLOCK = createClock({ now: '2026-03-01T12:00:00Z' });
let dataset: StoredRelease[] | undefined;
const apps = new Map<string, Express>();

function releasesFor(page: ReferenceRequest['page']): StoredRelease[] {
  dataset ??= generateDataset({ seed: 42, count: 20, clock: DATA_CLOCK });
  if (!page) return dataset;
  const others = dataset.filter((r) => r.id !== page.id);
  return page.exists ? [...others, { ...dataset[0], id: page.id }] : others;
}

function grantsFor(key: string | undefined, role: TokenRole): TokenGrant[] {
  if (key === undefined || role === 'unknown') return [];
  return [{ key, permissions: role === 'permitted' ? [LIST_PERMISSION] : [] }];
}

/** The token key of an `Authorization: Token <key>` header, if the header has that form. */
function keyOf(headers: readonly Header[]): string | undefined {
  const parts = (headerOf(headers, 'Authorization')?.value ?? '').trim().split(/\s+/);
  return parts.length === 2 ? parts[1] : undefined;
}

function appFor(req: ReferenceRequest): Express {
  const key = keyOf(req.headers);
  const cacheKey = JSON.stringify([key, req.role, req.page]);
  let app = apps.get(cacheKey);
  if (!app) {
    const service = new ReleaseService(new ReleaseStore(releasesFor(req.page)), DATA_CLOCK);
    app = createApp({ service, tokens: new TokenRegistry(grantsFor(key, req.role)) });
    apps.set(cacheKey, app);
  }
  return app;
}

/** Sends the example's request to the reference implementation, in process, and gives its answer. */
export async function referenceAnswer(req: ReferenceRequest): Promise<ReferenceAnswer> {
  const server = await listen(appFor(req), 0, '127.0.0.1');
  try {
    const headers = new Headers();
    for (const header of req.headers) headers.set(header.name, header.value);
    const response = await fetch(`${server.url}${req.path}`, { method: req.method, headers, redirect: 'manual' });
    const text = await response.text();
    return { status: response.status, body: /json/.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text };
  } finally {
    await server.close();
  }
}
