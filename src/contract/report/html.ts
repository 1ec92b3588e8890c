// Markup built so that text can only ever be text: every value put into `html` is escaped, unless
// it is itself markup that `html` built.

/** Markup made by `html`, put into more markup as it is. */
export class Markup {
  constructor(readonly source: string) {}
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

type Value = string | number | Markup | readonly Markup[] | undefined;

const render = (value: Value): string => {
  if (value === undefined) return '';
  if (value instanceof Markup) return value.source;
  if (Array.isArray(value)) return value.map((v: Markup) => v.source).join('');
  return escapeHtml(String(value));
};

/** A template whose values are escaped: html`<p>${reason}</p>`. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, text, i) => out + render(values[i - 1]) + text));
}
