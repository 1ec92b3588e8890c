// What the suite sent and what came back: the record a failure shows and replays.

/** A request as the suite sent it, enough to replay it. */
export interface RecordedRequest {
  method: 'GET';
  url: string;
  /** The Authorization header sent, or null for none. */
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
