// A thread for startThread's and lowerThreadPriority's tests: TypeScript (so under Jest it needs
// startThread's loader, and its import of another .ts file too), it lowers its own priority to
// workerData's nice value and posts how that came out.
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority, type PriorityOutcome } from '../threadPriority';

const outcome: PriorityOutcome = lowerThreadPriority(workerData as number);
parentPort!.postMessage(outcome);
