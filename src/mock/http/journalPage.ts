// The live journal at /__mock/journal: a page of the requests the mock answers as they arrive
// (server-sent events), with their status, the request rules they break and the mock's picks,
// filtered by rule, status and path. Served to this machine only, with no external asset and no
// inline script or style, under a strict Content-Security-Policy.
import type { Server } from 'node:net';
import { Router, type Request, type Response } from 'express';
import type { JournalEntry } from '../journal/journalEntry';
import type { RequestJournal } from '../journal/requestJournal';

export const JOURNAL_PAGE_PATH = '/__mock/journal';

/** Whether a path is the live journal's (the page, its script and style, its event stream), which the core passes on to this router. */
export const servesJournalPage = (path: string): boolean => /^\/__mock\/journal(?:\/(?:page\.js|page\.css|events))?$/.test(path);

/** Streams open at once; another is refused (503) until one closes. */
export const MAX_JOURNAL_STREAMS = 16;
/** Bytes a stream may have waiting for a reader that does not read; past them it is closed (the page reconnects). */
const MAX_STREAM_BACKLOG = 1024 * 1024;
/** Entries a new stream is sent first, the latest held. */
const BACKLOG_ENTRIES = 200;
/** How often a stream looks whether the server is stopping (it must not hold the stop), and says it is alive. */
const CHECK_MS = 500;
const KEEP_ALIVE_MS = 15_000;

const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>release-pages-mock: live journal</title>
<link rel="stylesheet" href="${JOURNAL_PAGE_PATH}/page.css">
<script src="${JOURNAL_PAGE_PATH}/page.js" defer></script>
</head>
<body>
<header>
<h1>Live journal</h1>
<p id="state">connecting…</p>
<form id="filters">
<label>rule <input name="rule" placeholder="request.ordering-is-documented"></label>
<label>status <input name="status" placeholder="200, 4xx"></label>
<label>path <input name="path" placeholder="/api/v2/pages/"></label>
</form>
</header>
<table>
<thead><tr><th>#</th><th>time</th><th>request</th><th>status</th><th>verdicts</th><th>mock's picks</th></tr></thead>
<tbody id="entries"></tbody>
</table>
</body>
</html>
`;

const STYLE = `body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; color: #1f2328; }
h1 { font-size: 1.3rem; margin: 0; } #state { color: #59636e; margin: .25rem 0; }
form { display: flex; gap: 1rem; margin: .5rem 0 1rem; } input { font: inherit; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .2rem .5rem; border-bottom: 1px solid #eaeef2; vertical-align: top; }
td.request { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
tr.refused td.status, li.refused { color: #cf222e; } li.unstated { color: #7d4e00; }
tr.hidden { display: none; } ul { margin: 0; padding-left: 1rem; }
`;

// The page's script: each entry a row, once (a reconnect sends the held entries again), hidden while it does not match the filters.
const SCRIPT = `'use strict';
const rows = new Map();
const form = document.getElementById('filters');
const body = document.getElementById('entries');
const state = document.getElementById('state');
const cell = (text, className) => {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
};
const statusMatches = (wanted, status) => wanted === '' || (/^[1-5]xx$/i.test(wanted) ? String(status)[0] === wanted[0] : String(status) === wanted);
const matches = (entry) => {
  const rule = form.elements.rule.value.trim();
  const path = form.elements.path.value.trim();
  return (rule === '' || entry.verdicts.some((v) => v.rule === rule)) && statusMatches(form.elements.status.value.trim(), entry.status) && (path === '' || entry.path === path);
};
const refilter = () => {
  for (const [row, entry] of rows.values()) row.classList.toggle('hidden', !matches(entry));
};
const add = (entry) => {
  if (rows.has(entry.seq)) return;
  const row = document.createElement('tr');
  row.dataset.seq = String(entry.seq);
  if (entry.verdicts.some((v) => v.kind === 'refused') || entry.status >= 400) row.classList.add('refused');
  const verdicts = document.createElement('ul');
  for (const v of entry.verdicts) {
    const li = document.createElement('li');
    li.className = v.kind;
    li.textContent = v.rule + ' (' + v.section + ', ' + v.kind + '): ' + v.actual + '; expected ' + v.expected;
    verdicts.append(li);
  }
  const verdictCell = document.createElement('td');
  verdictCell.className = 'verdicts';
  verdictCell.append(verdicts);
  row.append(cell(String(entry.seq)), cell(entry.time), cell(entry.method + ' ' + entry.path + (entry.query ? '?' + entry.query : ''), 'request'), cell(String(entry.status), 'status'), verdictCell, cell(entry.reading || '', 'reading'));
  rows.set(entry.seq, [row, entry]);
  row.classList.toggle('hidden', !matches(entry));
  body.prepend(row);
};
form.addEventListener('input', refilter);
form.addEventListener('submit', (event) => event.preventDefault());
const events = new EventSource('${JOURNAL_PAGE_PATH}/events');
events.addEventListener('open', () => { state.textContent = 'live: each request as the mock answers it'; });
events.addEventListener('error', () => { state.textContent = 'reconnecting…'; });
events.addEventListener('entry', (event) => add(JSON.parse(event.data)));
`;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;
const loopbackAddress = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** Whether the request came from this machine and names it: no other machine, and no page of another site through DNS rebinding, reads the journal. */
const fromThisMachine = (req: Request) => loopbackAddress(req.socket.remoteAddress) && LOOPBACK_HOST.test(req.headers.host ?? '');

const eventOf = (entry: JournalEntry) => `event: entry\ndata: ${JSON.stringify(entry)}\n\n`;

/** The live journal's routes over `journal`: the page, its script and style, and its event stream (bounded in number and in what each holds). */
export function journalPageRoutes(journal: RequestJournal): Router {
  const router = Router();
  let streams = 0;
  router.use(JOURNAL_PAGE_PATH, (req, res, next) => {
    if (!fromThisMachine(req)) {
      res.status(403).json({ message: 'the live journal is served to this machine only (a loopback address and Host)' });
      return;
    }
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get(JOURNAL_PAGE_PATH, (_req, res) => void res.type('html').send(PAGE));
  router.get(`${JOURNAL_PAGE_PATH}/page.js`, (_req, res) => void res.type('text/javascript').send(SCRIPT));
  router.get(`${JOURNAL_PAGE_PATH}/page.css`, (_req, res) => void res.type('text/css').send(STYLE));
  router.get(`${JOURNAL_PAGE_PATH}/events`, (req: Request, res: Response) => {
    if (streams >= MAX_JOURNAL_STREAMS) {
      res
        .status(503)
        .setHeader('Retry-After', '5')
        .json({ message: `the live journal serves ${MAX_JOURNAL_STREAMS} pages at once; close one` });
      return;
    }
    streams++;
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' });
    const send = (text: string) => {
      if (res.writableEnded) return;
      if (res.writableLength > MAX_STREAM_BACKLOG) res.end();
      else res.write(text);
    };
    send(journal.entries().slice(-BACKLOG_ENTRIES).map(eventOf).join('') || ': no request yet\n\n');
    const stop = journal.onEntry((entry) => send(eventOf(entry)));
    const server = (req.socket as unknown as { server?: Server }).server;
    let sinceKeepAlive = 0;
    const check = setInterval(() => {
      if (server && !server.listening) res.end();
      else if ((sinceKeepAlive += CHECK_MS) >= KEEP_ALIVE_MS) {
        sinceKeepAlive = 0;
        send(': alive\n\n');
      }
    }, CHECK_MS).unref();
    res.once('close', () => {
      streams--;
      stop();
      clearInterval(check);
    });
  });
  return router;
}
