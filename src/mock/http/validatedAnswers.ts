/** How many answers, and how many of their bytes in all, `ValidatedAnswers` keeps. */
export const VALIDATED_ANSWERS_KEPT = 16;
export const VALIDATED_BYTES_KEPT = 4 * 1024 * 1024;

/**
 * The last few answers express-openapi-validator passed, so that an answer whose bytes equal one
 * of them is sent without checking it again. Sound because the validator's verdict depends on the
 * request's method, path, `Accept` and `Content-Type` (which response schema and media type it
 * picks), the status, and the body, which is `JSON.parse` of the bytes sent (the core writes them
 * as `JSON.stringify` of the body): the same key and the same bytes get the same verdict. Bounded
 * by count and by bytes held; a comparison costs a length check, then at most one memcmp.
 */
export class ValidatedAnswers {
  private readonly kept: { key: string; bytes: Buffer }[] = [];
  private bytesKept = 0;

  has(key: string, bytes: Buffer): boolean {
    return this.kept.some((answer) => answer.bytes.length === bytes.length && answer.key === key && answer.bytes.equals(bytes));
  }

  add(key: string, bytes: Buffer): void {
    if (bytes.length > VALIDATED_BYTES_KEPT || this.has(key, bytes)) return;
    this.kept.push({ key, bytes });
    this.bytesKept += bytes.length;
    while (this.kept.length > VALIDATED_ANSWERS_KEPT || this.bytesKept > VALIDATED_BYTES_KEPT) this.bytesKept -= this.kept.shift()!.bytes.length;
  }
}
