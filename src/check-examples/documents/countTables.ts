// Tables of query strings with their counts, and requests written in prose, as documents write
// them: Markdown's by markdown-it's tokens, reStructuredText's grid tables and inline literals by
// their lines. A table is judged for what its counts imply; prose is listed as not examined.
import MarkdownIt from 'markdown-it';
import type { NotExamined } from '../types';

/** One row of a table: a query and the count the document gives for it. */
export interface CountRow {
  query: URLSearchParams;
  count: number;
  line: number;
}

/** A table of counts, at the line of its first row. */
export interface CountTable {
  line: number;
  rows: CountRow[];
}

const markdown = new MarkdownIt();

/** A query written in a cell: `?type=...&expected_date=...` (in backticks or not), or a URL holding one. */
const QUERY = /\?([^\s`|]*=[^\s`|]*)/;
/** A request written inline: a method and an API path, or a query of the listing. */
const REQUEST_IN_PROSE = /(?:GET|HEAD)\s+\S*\/api\/v2\/|\/api\/v2\/pages\/\S*\?\S*=|\?type=releases\.ReleasePage/;

function rowOf(cells: readonly string[], line: number): CountRow | undefined {
  const query = cells.map((cell) => QUERY.exec(cell)?.[1]).find(Boolean);
  const count = cells.map((cell) => cell.replace(/[`*]/g, '').trim()).find((cell) => /^\d+$/.test(cell));
  return query === undefined || count === undefined ? undefined : { query: new URLSearchParams(query), count: Number(count), line };
}

/** The tables and prose requests of a Markdown document. */
export function markdownClaims(text: string, name: string): { tables: CountTable[]; prose: NotExamined[] } {
  const tokens = markdown.parse(text, {});
  const tables: CountTable[] = [];
  const prose: NotExamined[] = [];
  let row: { cells: string[]; line: number } | undefined;
  let table: CountTable | undefined;
  let inTable = false;
  tokens.forEach((token, i) => {
    if (token.type === 'table_open') {
      inTable = true;
      table = { line: token.map![0] + 1, rows: [] };
    } else if (token.type === 'table_close') {
      inTable = false;
      if (table && table.rows.length > 0) tables.push(table);
    } else if (token.type === 'tr_open') row = { cells: [], line: token.map![0] + 1 };
    else if (token.type === 'inline' && row && inTable) row.cells.push(token.content);
    else if (token.type === 'tr_close' && row) {
      const read = rowOf(row.cells, row.line);
      if (read) table!.rows.push(read);
      row = undefined;
    } else if (token.type === 'inline' && !inTable && tokens[i - 1]?.type === 'paragraph_open') {
      const inline = (token.children ?? []).find((child) => child.type === 'code_inline' && REQUEST_IN_PROSE.test(child.content));
      if (inline) prose.push({ location: `${name}:${token.map![0] + 1}`, why: `a request in prose (\`${inline.content}\`): a claim in prose is not judged` });
    }
  });
  return { tables, prose };
}

/** The grid tables (`| a | b |` rows) and inline literals of a reStructuredText document. */
export function rstClaims(text: string, name: string): { tables: CountTable[]; prose: NotExamined[] } {
  const lines = text.split(/\r?\n/);
  const tables: CountTable[] = [];
  const prose: NotExamined[] = [];
  let table: CountTable | undefined;
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (/^[+|]/.test(trimmed)) {
      table ??= { line: i + 1, rows: [] };
      const read = trimmed.startsWith('|') ? rowOf(trimmed.split('|').slice(1, -1), i + 1) : undefined;
      if (read) table.rows.push(read);
      return;
    }
    if (table && table.rows.length > 0) tables.push(table);
    table = undefined;
    const literal = /``([^`]+)``/.exec(line);
    if (literal && REQUEST_IN_PROSE.test(literal[1]) && !/^\s*\.\./.test(line))
      prose.push({ location: `${name}:${i + 1}`, why: `a request in prose (\`\`${literal[1]}\`\`): a claim in prose is not judged` });
  });
  if (table && table.rows.length > 0) tables.push(table);
  return { tables, prose };
}
