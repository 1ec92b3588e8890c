// An error answer from its code: the registry's status, and a body of its one field (`{"detail"}` or `{"message"}`) holding the registry's text.
import { clientErrorDetail } from '../messages';
import { ERRORS, errorText, type ErrorCode, type TextArgs } from './registry';

/** The codes that are answers of the mock: those with a status and a body field. */
export type AnswerCode = { [C in ErrorCode]: (typeof ERRORS)[C] extends { status: number; field: string } ? C : never }[ErrorCode];

export interface AnswerError {
  code: AnswerCode;
  status: number;
  /** The body's one text, also in `body` under its field. */
  text: string;
  body: { detail: string } | { message: string };
}

/** One problem of a request: its code and its text. */
export interface Problem {
  code: AnswerCode;
  text: string;
}

const entryOf = (code: AnswerCode) => ERRORS[code] as { status: number; field: 'detail' | 'message' };

/** `code`'s problem, its text from what it names. */
export const problem = <C extends AnswerCode>(code: C, ...args: TextArgs<C>): Problem => ({ code, text: errorText(code, ...args) });

/**
 * The answer of one or more problems of one request (the first one's code and status), their texts
 * joined with `; ` in the first one's field, as the mock writes several problems of one query or body.
 */
export function answerOfProblems(problems: readonly [Problem, ...Problem[]]): AnswerError {
  const [{ code }] = problems;
  const { status, field } = entryOf(code);
  const text = problems.map((p) => p.text).join('; ');
  return { code, status, text, body: field === 'detail' ? { detail: text } : { message: text } };
}

/** The answer of `code`: `answerError('RPA_TOKEN_INVALID')` is 401 `{"detail": "Invalid token."}`. */
export const answerError = <C extends AnswerCode>(code: C, ...args: TextArgs<C>): AnswerError => answerOfProblems([problem(code, ...args)]);

/**
 * The `{"detail"}` answer of a client error a library or Node's parser decides, by its status: the
 * registry's where it has a code for the status, else the same fixed text without a code.
 */
export function clientErrorAnswer(status: number): { code?: AnswerCode; status: number; detail: string } {
  const code = CLIENT_ERROR_CODES.find((each) => entryOf(each).status === status);
  return code === undefined ? { status, detail: clientErrorDetail(status) } : { code, status, detail: errorText(code) };
}

const CLIENT_ERROR_CODES: readonly AnswerCode[] = [
  'RPA_MALFORMED_REQUEST',
  'RPA_NOT_FOUND',
  'RPA_NOT_ACCEPTABLE',
  'RPA_REQUEST_TIMEOUT',
  'RPA_PRECONDITION_FAILED',
  'RPA_RANGE_NOT_SATISFIABLE',
  'RPA_PAYLOAD_TOO_LARGE',
  'RPA_EXPECTATION_FAILED',
  'RPA_HEADERS_TOO_LARGE',
];
