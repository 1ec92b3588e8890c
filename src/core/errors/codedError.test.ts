// The registry's errors and answers: a code gives the text, the status and the body; a command's line names the code.
import { DRF, TOKENS, WAGTAIL } from '../messages';
import { answerError, answerOfProblems, clientErrorAnswer, CodedError, codedLine, codedLineOf, problem, type ErrorCode } from './index';

class TopicError<C extends ErrorCode = ErrorCode> extends CodedError<C> {}

test("an error's text is the registry's, its code kept, its name its class's", () => {
  const error = new TopicError('RPM_TOKENS_EMPTY', 'MOCK_TOKENS');
  expect(error).toBeInstanceOf(CodedError);
  expect(error.message).toBe(TOKENS.noKey('MOCK_TOKENS'));
  expect(error.code).toBe('RPM_TOKENS_EMPTY');
  expect(error.name).toBe('TopicError');
  expect(error.statusCode).toBeUndefined();
});

test("a command's line is CODE: text, and a plain error's its message alone", () => {
  expect(codedLine(new CodedError('RPC_TOKEN_MISSING'))).toBe('RPC_TOKEN_MISSING: a token is needed: --token or CONTRACT_TOKEN');
  expect(codedLine(new Error('plain'))).toBe('plain');
  expect(codedLine('thrown text')).toBe('thrown text');
});

test("a code's line without an error made is the line of that code's error", () => {
  expect(codedLineOf('RPC_TOKEN_MISSING')).toBe('RPC_TOKEN_MISSING: a token is needed: --token or CONTRACT_TOKEN');
  expect(codedLineOf('RPM_TOKENS_EMPTY', 'MOCK_TOKENS')).toBe(`RPM_TOKENS_EMPTY: ${TOKENS.noKey('MOCK_TOKENS')}`);
  expect(codedLineOf('RPM_TOKENS_EMPTY', 'MOCK_TOKENS')).toBe(codedLine(new CodedError('RPM_TOKENS_EMPTY', 'MOCK_TOKENS')));
});

test("an answer's status and body come from its code, in the stack's own words", () => {
  expect(answerError('RPA_TOKEN_INVALID')).toEqual({ code: 'RPA_TOKEN_INVALID', status: 401, text: DRF.invalidToken, body: { detail: DRF.invalidToken } });
  expect(answerError('RPA_FIELDS_UNKNOWN', ['colour'])).toMatchObject({ status: 400, body: { message: WAGTAIL.unknownFields(['colour']) } });
  expect(new CodedError('RPP_UPSTREAM_CLOSED').statusCode).toBe(502);
});

test("several problems of one request are one answer: the first one's code and status, the texts joined", () => {
  const answer = answerOfProblems([problem('RPA_CLOCK_FIELDS_UNKNOWN', ['x']), problem('RPA_CLOCK_RATE_INVALID', -1, 10)]);
  expect(answer.code).toBe('RPA_CLOCK_FIELDS_UNKNOWN');
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ message: 'unknown fields: x (the clock has now and rate); rate must be a number from 0 to 10 (got -1)' });
});

test("a client error a library decides has its status's code, or the same fixed text without one", () => {
  expect(clientErrorAnswer(431)).toEqual({ code: 'RPA_HEADERS_TOO_LARGE', status: 431, detail: 'Request Header Fields Too Large.' });
  expect(clientErrorAnswer(404)).toEqual({ code: 'RPA_NOT_FOUND', status: 404, detail: DRF.notFound });
  expect(clientErrorAnswer(418)).toEqual({ status: 418, detail: "I'm a Teapot." });
});
