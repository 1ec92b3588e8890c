// The forwarding thread's side of the checks: each answer is handed to the checks thread (a copy of
// its bytes, or its own buffer once the client has it), at most `maxQueued` at once; past that an
// answer goes unjudged (the caller counts it), so that a flood cannot grow the queue's memory without bound.
import type { Worker } from 'node:worker_threads';
import { batchedPost } from './batchedPost';
import type { CheckJob, CheckOutcome, CheckSettings } from './checkJob';
import { startThread } from '../net/thread/startThread';
import { startedByPath } from '../core/packageFiles';
import type { PriorityOutcome } from '../net/thread/threadPriority';

/** The thread's replies: `ready` once (with how its priority came out), then the outcomes in batches (batchedPost). */
type Reply = { ready: PriorityOutcome } | { id: number; outcome: CheckOutcome }[];

/** The compiled thread (one bundled file, as the command is), or its source under ts-node or Jest. */
const startChecksThread = (settings: CheckSettings): Worker => startThread(startedByPath('proxy/checkThread'), { workerData: settings });

/** An answer waiting for its checks; `post` sends its body to the thread (once), by transfer or as a copy. */
interface Waiting {
  resolve: (outcome: CheckOutcome) => void;
  done: Promise<CheckOutcome>;
  post?: (transfer: boolean) => void;
}

/** An answer's place among the checks, its body not yet sent to the thread. */
export interface CheckPlace {
  done: Promise<CheckOutcome>;
  /**
   * Sends the body: `transfer` hands over its ArrayBuffer (which must hold nothing else, and which
   * nobody may read afterwards: not a pending socket write either), otherwise a copy.
   */
  handOver(transfer: boolean): void;
}

const failed = (why: string): CheckOutcome => ({ verdict: { violations: [], unjudged: [], toolError: `the checks thread stopped: ${why}` } });

export class CheckQueue {
  private worker?: Worker;
  private started?: Promise<PriorityOutcome>;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private readonly post = batchedPost<CheckJob>(() => this.worker);

  constructor(
    private readonly settings: CheckSettings,
    readonly maxQueued: number,
  ) {}

  /** Starts the thread (reading openapi.yaml and compiling the validators there) and resolves once it can judge, saying whether its priority was lowered. */
  ready(): Promise<PriorityOutcome> {
    if (this.started) return this.started;
    const worker = startChecksThread(this.settings);
    this.worker = worker;
    // The thread never keeps the process alive: the server does, and close() ends it.
    worker.unref();
    this.started = new Promise((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if (!Array.isArray(reply)) return resolve(reply.ready);
        for (const { id, outcome } of reply) {
          const entry = this.waiting.get(id);
          this.waiting.delete(id);
          entry?.resolve(outcome);
        }
      });
      worker.on('error', reject);
      // A thread that dies (a bug of the proxy) fails what it held as tool errors; the next answer starts another.
      worker.on('exit', (code) => {
        if (this.worker !== worker) return;
        this.worker = undefined;
        this.started = undefined;
        for (const entry of this.waiting.values()) entry.resolve(failed(`exit code ${code}`));
        this.waiting.clear();
        reject(new Error(`the checks thread exited with code ${code}`));
      });
    });
    return this.started;
  }

  /** The answer's outcome to come (its body copied to the thread), or undefined when `maxQueued` answers are already waiting for theirs. */
  submit(job: Omit<CheckJob, 'id'>): Promise<CheckOutcome> | undefined {
    const place = this.reserve(job);
    place?.handOver(false);
    return place?.done;
  }

  /**
   * A place for the answer, its body sent later by `handOver` (once the client's write of it is
   * done, it can be transferred instead of copied); undefined when `maxQueued` answers are already
   * waiting for theirs.
   */
  reserve(job: Omit<CheckJob, 'id'>): CheckPlace | undefined {
    if (this.waiting.size >= this.maxQueued) return undefined;
    if (!this.worker) void this.ready().catch(() => undefined);
    const id = this.nextId++;
    let resolve!: (outcome: CheckOutcome) => void;
    const done = new Promise<CheckOutcome>((settle) => (resolve = settle));
    const entry: Waiting = { resolve, done };
    entry.post = (transfer) => {
      entry.post = undefined;
      // Copied, the body's own bytes: cloned as it is, a small Buffer (a slice of Node's shared
      // 8 KiB pool) would copy the whole pool to the thread, each answer.
      const body = transfer ? new Uint8Array(job.body.buffer, job.body.byteOffset, job.body.byteLength) : new Uint8Array(job.body);
      this.post({ ...job, body, id }, body.buffer as ArrayBuffer);
    };
    this.waiting.set(id, entry);
    return { done, handOver: (transfer) => entry.post?.(transfer) };
  }

  /** Resolves once every answer submitted so far has its outcome (a body not yet handed over is sent as a copy now). */
  async settled(): Promise<void> {
    for (const entry of this.waiting.values()) entry.post?.(false);
    await Promise.all([...this.waiting.values()].map((entry) => entry.done));
  }

  /** Ends the thread; answers still waiting get a tool error. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (worker) await worker.terminate();
  }
}
