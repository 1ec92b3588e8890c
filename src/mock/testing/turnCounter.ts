// Counts turns of the event loop while work runs, for tests that hold work spread over turns rather than done in one.

/** Starts counting turns (a callback that asks for the next turn again and again); `stop` ends it and says how many ran. */
export function countTurns(): { stop(): number } {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      ticking = false;
      return turns;
    },
  };
}
