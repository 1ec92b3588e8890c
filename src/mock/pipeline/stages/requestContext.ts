// What a request carries from one stage of the core to the next, and the one contract every stage keeps.
import type { AnswerError } from '../../../core/errors';
import type { CoreRequest, CoreResult, HeaderList } from '../answer';
import type { WaitSignal } from '../latency';
import type { LiteralQuery, QueryRoute } from '../queryCheck';

/**
 * One request on its way through the stages. The clock stage makes it with every field set, so that
 * it keeps one shape; a stage that learns something (the origin served, the route and its query)
 * writes it here for the stages after it.
 */
export interface RequestContext {
  readonly request: CoreRequest;
  /** Ends a provoked wait early (the client went): the answer is then a drop. */
  readonly signal: WaitSignal | undefined;
  /** The target's path, without its query or fragment. */
  readonly path: string;
  /** The request's "now": `X-Mock-Now`'s when it reads, else the clock's. */
  readonly now: Date;
  /** The 400 when `X-Mock-Now` was sent and does not read; undefined otherwise. */
  readonly nowProblem: AnswerError | undefined;
  /** The headers every answer from here on carries; only stages before the first answer add to them. */
  readonly headers: HeaderList;
  /** The origin `detail_url` names, once the host stage has checked the Host (empty before). */
  origin: string;
  /** The pages' route and its literal query, once the query check has passed them. */
  route: QueryRoute | undefined;
  query: LiteralQuery | undefined;
}

/** What a stage gives back: the answer (which ends the request), or the context, passed on to the next stage. */
export type StageOutcome = CoreResult | RequestContext;

/** One stage of the core: most decide at once; a stage that waits or reads a body gives a promise. */
export type Stage = (context: RequestContext) => StageOutcome | Promise<StageOutcome>;

/** The last stage, which always answers. */
export type FinalStage = (context: RequestContext) => CoreResult;

/** Whether a stage answered (every result has a `kind`; a context has none). */
export const answered = (outcome: StageOutcome): outcome is CoreResult => 'kind' in outcome;
