// An undici dispatch handler that gathers one upstream answer into one buffer of its own, sized
// from Content-Length (doubling when there is none): one copy of the socket's reads and no stream,
// where `pool.request` made a Readable, a promise per chunk, and Buffer.concat a second copy.
import type { Dispatcher } from 'undici';

/** A whole answer's status, headers (as undici parses them) and body. */
export interface GatheredAnswer {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  /** The body's bytes; its ArrayBuffer holds nothing else, so it can be transferred to another thread. */
  body: Buffer;
}

/** The first size of a buffer for an answer without Content-Length. */
const FIRST_GUESS = 64 * 1024;
/** A buffer of the body alone (allocUnsafeSlow: never a slice of Node's shared pool). */
const ownBuffer = (bytes: number) => Buffer.allocUnsafeSlow(bytes);

export class AnswerGathering implements Dispatcher.DispatchHandler {
  private controller?: Dispatcher.DispatchController;
  private reason?: Error;
  private status = 0;
  private headers: Dispatcher.ResponseData['headers'] = {};
  private buffer?: Buffer;
  private length = 0;
  /** Whether the answer's head came: a failure after it is a cut answer. */
  answering = false;

  /** `maxBytes` bounds the buffer (undici's maxResponseSize bounds the body itself). */
  constructor(
    private readonly maxBytes: number,
    private readonly resolve: (answer: GatheredAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** Ends the exchange: at once when it has started, else as soon as undici starts it. */
  abort(reason: Error): void {
    this.reason ??= reason;
    this.controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.reason) controller.abort(this.reason);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, status: number, headers: Dispatcher.ResponseData['headers']): void {
    // 1xx interim answers are not the answer (pool.request skipped them too).
    if (status < 200) return;
    this.status = status;
    this.headers = headers;
    this.answering = true;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    const needed = this.length + chunk.length;
    if (!this.buffer || needed > this.buffer.length) this.grow(needed);
    chunk.copy(this.buffer!, this.length);
    this.length = needed;
  }

  onResponseEnd(): void {
    this.resolve({ status: this.status, headers: this.headers, body: this.buffer ? this.buffer.subarray(0, this.length) : ownBuffer(0) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.reject(error);
  }

  /** A buffer for at least `needed` bytes: the announced length first, else twice the last. */
  private grow(needed: number): void {
    const announced = Number(this.headers['content-length']);
    const wanted = !this.buffer && Number.isSafeInteger(announced) ? announced : Math.max(FIRST_GUESS, 2 * (this.buffer?.length ?? 0));
    const bigger = ownBuffer(Math.max(needed, Math.min(wanted, this.maxBytes)));
    this.buffer?.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}
