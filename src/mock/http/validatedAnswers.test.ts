// Tests of the memo of answers the response check passed: its keys, its count and byte bounds.
import { VALIDATED_ANSWERS_KEPT, VALIDATED_BYTES_KEPT, ValidatedAnswers } from './validatedAnswers';

const bytes = (text: string) => Buffer.from(text);

describe('ValidatedAnswers', () => {
  test('knows an answer by its key and its bytes, both', () => {
    const answers = new ValidatedAnswers();
    answers.add('GET /a 200', bytes('{"x":1}'));
    expect(answers.has('GET /a 200', bytes('{"x":1}'))).toBe(true);
    expect(answers.has('GET /a 200', bytes('{"x":2}'))).toBe(false);
    expect(answers.has('GET /a 200', bytes('{"x":12}'))).toBe(false);
    expect(answers.has('GET /b 200', bytes('{"x":1}'))).toBe(false);
  });

  test(`keeps the last ${VALIDATED_ANSWERS_KEPT} answers`, () => {
    const answers = new ValidatedAnswers();
    for (let i = 0; i <= VALIDATED_ANSWERS_KEPT; i++) answers.add('k', bytes(`${i}`));
    expect(answers.has('k', bytes('0'))).toBe(false);
    expect(answers.has('k', bytes('1'))).toBe(true);
    expect(answers.has('k', bytes(`${VALIDATED_ANSWERS_KEPT}`))).toBe(true);
  });

  test('holds no more bytes than its bound, and no answer larger than it', () => {
    const answers = new ValidatedAnswers();
    const half = VALIDATED_BYTES_KEPT / 2;
    answers.add('k', Buffer.alloc(half, 'a'));
    answers.add('k', Buffer.alloc(half, 'b'));
    answers.add('k', Buffer.alloc(1, 'c'));
    expect(answers.has('k', Buffer.alloc(half, 'a'))).toBe(false);
    expect(answers.has('k', Buffer.alloc(half, 'b'))).toBe(true);
    answers.add('k', Buffer.alloc(VALIDATED_BYTES_KEPT + 1, 'd'));
    expect(answers.has('k', Buffer.alloc(VALIDATED_BYTES_KEPT + 1, 'd'))).toBe(false);
    expect(answers.has('k', Buffer.alloc(half, 'b'))).toBe(true);
  });
});
