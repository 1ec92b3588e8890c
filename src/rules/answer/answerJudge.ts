// Judges each answer a checker sees with the rulebook: the answer alone, and with the earlier answers of its query (the proxy's and replay's judge).
import type { Exchange, JudgeOptions } from '../exchange';
import { QueryJudge, type QueryBounds } from '../query/queryJudge';
import type { Verdict } from '../verdict';
import { judgeAnswer } from './judgeAnswer';
import { worstPerRule } from './worst';
import { boundedPayload, type AnswerVerdict } from './answerVerdict';

export interface Answer {
  status: number;
  headers: Exchange['headers'];
  /** The body's bytes as text. */
  text: string;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A checker's record of the rulebook's verdicts: violations with a bounded payload, the rules not judged. */
function asAnswerVerdict(verdicts: readonly Verdict[]): AnswerVerdict {
  const result: AnswerVerdict = { violations: [], unjudged: [] };
  for (const verdict of verdicts) {
    if (verdict.outcome === 'violated') {
      const { rule, section, expected, actual, pointer, item } = verdict;
      result.violations.push({
        rule,
        section,
        expected,
        actual,
        ...(pointer !== undefined && { pointer }),
        ...(item !== undefined && { payload: boundedPayload(item) }),
      });
    } else if (verdict.outcome === 'not-judged') result.unjudged.push({ rule: verdict.rule, why: verdict.why });
  }
  return result;
}

/** One checker's judge: the rulebook per answer, and its query rules over the answers seen so far (bounded). */
export class AnswerJudge {
  private readonly queries: QueryJudge;

  constructor(
    private readonly options: JudgeOptions,
    bounds?: QueryBounds,
  ) {
    this.queries = new QueryJudge(options, bounds);
  }

  /**
   * The verdict on an answer to `method url`; `authorization` is the request's header (null when
   * it had none). A rule that throws is the checker's own fault: it is returned as `toolError`, never
   * as a violation of the upstream.
   */
  judge(url: URL, method: string, authorization: string | null, answer: Answer): AnswerVerdict {
    const exchange: Exchange = {
      request: { method, target: `${url.pathname}${url.search}`, authorization },
      status: answer.status,
      headers: answer.headers,
      body: parsed(answer.text),
      text: answer.text,
    };
    try {
      const single = judgeAnswer(exchange, this.options);
      const across = single.length > 0 ? this.queries.judge(exchange) : [];
      return asAnswerVerdict(worstPerRule([...single, ...across]));
    } catch (error) {
      return { violations: [], unjudged: [], toolError: error instanceof Error ? error.message : String(error) };
    }
  }
}
