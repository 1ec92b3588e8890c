// The error registry's one way in: every error a user may see, by code (docs/errors.md), the base class that carries a code, and answers built from a code.
export { CodedError, codedLine, codedLineOf } from './codedError';
export { ERRORS, errorText, statusOf, type ErrorCode, type TextArgs } from './registry';
export { answerError, answerOfProblems, clientErrorAnswer, problem, type AnswerCode, type AnswerError, type Problem } from './answerError';
