// Marks an answer of the pages as one openapi.yaml describes, which a transport may check against it.
import type { CoreAnswer } from '../answer';

/** The answer, marked in place (it is new, and no one else holds it yet). */
export function described(answer: CoreAnswer): CoreAnswer {
  answer.described = true;
  return answer;
}
