// What the registry holds of one error: its text (a fixed line, or a function of what the line names), and the HTTP status where the error is an answer.

/** One registered error. `field` is the answer body's one key (`detail` in DRF's and Django's words, `message` in Wagtail's and the mock's). */
export interface ErrorEntry {
  readonly text: Text;
  readonly status?: number;
  readonly field?: 'detail' | 'message';
}

/** A topic's entries, checked to be entries while each keeps its own text's parameters. */
export const entries = <T extends Record<string, ErrorEntry>>(topic: T): T => topic;

type Text = string | ((...args: never[]) => string);

/** An answer whose body is `{"detail": text}`, DRF's and Django's way. */
export const detail = <T extends Text>(status: number, text: T) => ({ status, field: 'detail' as const, text });

/** An answer whose body is `{"message": text}`, Wagtail's way and the mock's own. */
export const message = <T extends Text>(status: number, text: T) => ({ status, field: 'message' as const, text });
