// Tests of the decision on a connection's pipelined requests at the cap.
import { pipelineDecision } from './pipelining';

test.each<[number, number, string]>([
  [1, 16, 'read'],
  [15, 16, 'read'],
  [16, 16, 'pause'],
  [64, 16, 'pause'],
  [65, 16, 'close'],
  [1, 1, 'pause'],
  [5, 1, 'close'],
])('%d requests under way with a cap of %d: %s', (underway, max, decision) => {
  expect(pipelineDecision(underway, max)).toBe(decision);
});
