// What a client sent and what came back: the record a failure shows and replays.

/** Stands for the configured token wherever a request or an answer is recorded: the token itself never is. */
export const TOKEN_PLACEHOLDER = '<your token>';

/** A request as the suite sent it, enough to replay it. */
export interface RecordedRequest {
  method: 'GET';
  url: string;
  /**
   * The Authorization header sent, or null for none, with the configured token written as
   * `<your token>`: `Token <your token>`, or `Token <your token>x` for a key made from it.
   */
  authorization: string | null;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  body: unknown;
  request: RecordedRequest;
}
