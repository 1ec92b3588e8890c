// What the forwarding thread and the checks thread say to each other.
import type { Profile } from '../core/profile';
import type { AnswerVerdict } from '../rules';

/** How the checks thread judges: the rulebook's profile and the server's zone, how far it inflates, and at what nice value it runs. */
export interface CheckSettings {
  profile: Profile;
  timezone?: string;
  maxInflatedBytes: number;
  /** The thread's nice value (net/thread/threadPriority.ts); 0 leaves it at the process's. */
  nice: number;
}

/** One answer to judge, with the request it answered. */
export interface CheckJob {
  id: number;
  /** The request's absolute URL (upstream origin, path and query). */
  url: string;
  method: string;
  authorization: string | null;
  status: number;
  /** Header names and values, alternating, as forwarded. */
  headers: string[];
  /** The body's bytes as they came: a copy, or the forwarding thread's own buffer, transferred once the client's write of it is over. */
  body: Uint8Array;
  /** The request's own rules too (without --block-invalid): its problems come back in the outcome. */
  judgeRequest?: boolean;
}

/** The verdict, or why the answer went unjudged (a bound stopped the checks); with the request's problems when asked (judgeRequest). */
export type CheckOutcome = ({ verdict: AnswerVerdict } | { unchecked: string }) & { clientProblems?: string[] };
