// The registry: every error a user may see, by code, gathered from the topic files; its text and its status are looked up here.
import { ADMIN_ANSWERS, FAULT_ANSWERS, PREFER_ANSWERS } from './mockAnswers';
import { QUERY_ANSWERS, REQUEST_ANSWERS } from './apiAnswers';
import { MOCK_START } from './mockStart';
import { CAPTURE } from './capture';
import { SHARED } from './shared';
import { CONTRACT } from './contract';
import { CHECKER } from './checker';
import { PROXY } from './proxy';
import type { ErrorEntry } from './errorEntry';

/** Every error, by code (docs/errors.md lists them; errorsDoc.test.ts holds the two together). */
export const ERRORS = {
  ...REQUEST_ANSWERS,
  ...QUERY_ANSWERS,
  ...PREFER_ANSWERS,
  ...ADMIN_ANSWERS,
  ...FAULT_ANSWERS,
  ...MOCK_START,
  ...CAPTURE,
  ...SHARED,
  ...CONTRACT,
  ...CHECKER,
  ...PROXY,
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** What a code's text names (none for a fixed text). */
export type TextArgs<C extends ErrorCode> = (typeof ERRORS)[C]['text'] extends (...args: infer A) => string ? A : [];

/** The text of `code`, from what it names. */
export function errorText<C extends ErrorCode>(code: C, ...args: TextArgs<C>): string {
  const { text } = ERRORS[code] as ErrorEntry;
  return typeof text === 'string' ? text : (text as (...a: unknown[]) => string)(...args);
}

/** The HTTP status of an answer's code; undefined for an error that is no answer. */
export const statusOf = (code: ErrorCode): number | undefined => (ERRORS[code] as ErrorEntry).status;
