// The checks thread gives way to the forwarding thread. On this project's 2 cores the checks of a
// 200-item answer (about 1 ms of CPU, 5 ms for `fields=*`) compete with the forwarding thread, the
// upstream and the client; an answer's added latency is the forwarding thread's waiting. Where no
// answer waits for its verdict, the checks only need to keep up on average, so their thread runs
// at a lower priority (nice CHECKS_NICE: under contention Linux gives it about a third of the share
// of a thread at nice 0; on an idle core it runs as fast as before).
import { getPriority, setPriority } from 'node:os';

export const CHECKS_NICE = 5;

/**
 * Lowers the calling thread's priority to CHECKS_NICE (never raises it). Linux only: there
 * setpriority(2) on the caller names the thread; elsewhere it would slow the whole proxy.
 * Whether it was lowered.
 */
export function yieldToForwarding(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    if (getPriority() < CHECKS_NICE) setPriority(CHECKS_NICE);
    return true;
  } catch {
    // A sandbox may forbid it: the checks then run at the forwarding thread's priority, as before.
    return false;
  }
}
