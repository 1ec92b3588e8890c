// The suite's HTML report: one self-contained page, rules grouped by the spec's sections.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RuleResult, SuiteRun } from '../suite/runSuite';
import { html, Markup } from './html';
import { failureFacts, MARK, notJudgedLine, reasonOf } from './ruleDetails';
import { printable } from '../../core/printable';
import { countsText, FAULT_NOTE, runFaultOf, runFacts, seconds, warningsOf } from './runSummary';

// Inline, like everything else on the page: the report is read offline, from a CI artifact.
const STYLE = new Markup(`
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1f2328; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid #d0d7de; }
.counts { font-size: 1.1rem; font-weight: 600; margin: 0 0 1rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0; }
dl.facts dt, .details dt { color: #59636e; } dl.facts dd, .details dd { margin: 0; overflow-wrap: anywhere; }
.failures { border-left: 4px solid #cf222e; padding: .25rem .75rem; margin: 1rem 0; } .failures table { border-collapse: collapse; } .failures td, .failures th { text-align: left; padding: .2rem .75rem .2rem 0; vertical-align: top; }
.failed code.name, .failures a { color: #cf222e; font-weight: 600; }
.fault { background: #fff1e5; border-left: 4px solid #bc4c00; padding: .5rem .75rem; }
.warnings li { color: #7d4e00; }
ul.rules { list-style: none; padding: 0; margin: 0; } ul.rules > li { padding: .3rem 0; border-bottom: 1px solid #eaeef2; }
.mark { display: inline-block; width: 1.2em; font-weight: 700; }
.passed .mark { color: #1a7f37; } .failed .mark { color: #cf222e; } .skipped .mark { color: #59636e; }
.outcome { font-variant: small-caps; color: #59636e; } .section { color: #59636e; } .not-judged { color: #7d4e00; margin: .2rem 0; }
.details { margin: .4rem 0 .2rem 1.2em; } .details dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .25rem 0 0; }
code { font: 13px/1.4 ui-monospace, monospace; }
table.sides { border-collapse: collapse; margin: .3rem 0; table-layout: fixed; width: 100%; } table.sides th, table.sides td { border: 1px solid #d0d7de; padding: .2rem .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; } table.sides th:first-child { width: 10rem; }
`);

/** `§4.1` for `§4.1, §7`, `§2.1` for `§2.1–2.7`: the section a rule is listed under. */
export function firstSection(section: string): string {
  return /§\d+(?:\.\d+)*/.exec(section)?.[0] ?? section;
}

const sectionNumbers = (section: string) => (section.match(/\d+/g) ?? []).map(Number);

/** §2.1 before §2.3 before §4.1 before §4.2.1 before §7. */
function bySectionNumber(a: string, b: string): number {
  const [x, y] = [sectionNumbers(a), sectionNumbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? -1) - (y[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** A comparison's two sides, row by row. */
function sideBySide(result: RuleResult): Markup | undefined {
  if (!result.sides) return undefined;
  const rows = result.sides.map(({ what, a, b }) => html`<tr><th>${what}</th><td><code>${printable(a)}</code></td><td><code>${printable(b)}</code></td></tr>`);
  return html`<table class="sides"><thead><tr><th></th><th>A</th><th>B</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function details(result: RuleResult): Markup | undefined {
  const unjudged = notJudgedLine(result);
  const notJudged = unjudged === undefined ? undefined : html`<p class="not-judged">${unjudged}</p>`;
  const sides = sideBySide(result);
  if (result.outcome === 'passed') return (notJudged || sides) && html`<div class="details">${notJudged}${sides}</div>`;
  const facts = failureFacts(result).map(({ label, text }) => html`<dt>${label}</dt><dd><code>${text}</code></dd>`);
  const reason = html`<p class="reason">${result.outcome === 'skipped' ? 'skipped: ' : ''}${reasonOf(result)}</p>`;
  return html`<div class="details">${reason}${facts.length > 0 ? html`<dl>${facts}</dl>` : undefined}${notJudged}${sides}</div>`;
}

/** The page opens with the failures: each rule, how many cases broke it, and the first, linked to the rule's line. */
function failuresFirst(run: SuiteRun): Markup | undefined {
  const failed = run.results.filter((r) => r.outcome === 'failed');
  if (failed.length === 0) return undefined;
  const rows = failed.map(
    (
      result,
    ) => html`<tr><td><a href="#${result.rule.name}"><code>${result.rule.name}</code></a></td><td>${result.failure?.count ?? 1}</td><td><code>${result.failure ? printable(result.failure.actual) : reasonOf(result)}</code></td></tr>
`,
  );
  return html`<section class="failures"><h2>Failures</h2>
<table><thead><tr><th>rule</th><th>count</th><th>first example</th></tr></thead><tbody>
${rows}</tbody></table>
</section>
`;
}

function ruleLine(result: RuleResult): Markup {
  const { rule, outcome } = result;
  return html`<li class="rule ${outcome}" id="${rule.name}"><span class="mark">${MARK[outcome]}</span> <span class="outcome">${outcome}</span> <code class="name">${rule.name}</code> <span class="section">(${rule.section})</span>: <span class="statement">${rule.statement}</span>${details(result)}</li>
`;
}

function sections(run: SuiteRun): Markup[] {
  const groups = new Map<string, RuleResult[]>();
  for (const result of run.results) {
    const section = firstSection(result.rule.section);
    groups.set(section, [...(groups.get(section) ?? []), result]);
  }
  return [...groups.keys()].sort(bySectionNumber).map(
    (section) => html`<section><h2>${section}</h2>
<ul class="rules">
${groups.get(section)!.map(ruleLine)}</ul>
</section>
`,
  );
}

function header(run: SuiteRun): Markup {
  const facts = [...runFacts(run), { label: 'requests', value: String(run.requests) }, { label: 'duration', value: seconds(run.durationMs) }].map(
    ({ label, value }) => html`<dt>${label}</dt><dd>${value}</dd>`,
  );
  const fault = runFaultOf(run);
  const warnings = warningsOf(run);
  return html`<header>
<h1>${run.title ?? 'Release Pages contract suite'}</h1>
<p class="counts">${countsText(run)}</p>
<dl class="facts">${facts}</dl>
${fault === undefined ? undefined : html`<p class="fault"><strong>Fault:</strong> ${fault} (${FAULT_NOTE})</p>`}
${warnings.length === 0 ? undefined : html`<section class="warnings"><h2>Warnings</h2><ul>${warnings.map((w) => html`<li>${w}</li>`)}</ul></section>`}
</header>`;
}

/**
 * One self-contained page: inline style, no script, nothing fetched (its Content-Security-Policy
 * forbids it, should anything slip in); every text escaped.
 */
export function htmlReport(run: SuiteRun): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${run.title ?? 'Release Pages contract'}: ${countsText(run)}</title>
<style>${STYLE}</style>
</head>
<body>
${header(run)}
<main>
${failuresFirst(run)}${sections(run)}</main>
</body>
</html>
`.source;
}

export function writeHtmlReport(run: SuiteRun, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, htmlReport(run), 'utf8');
}
