/**
 * An instant as the `Date` header writes it (`toUTCString`) and as the journal does (`toISOString`),
 * each remembered for the last instant asked: writing either is costly beside a request, twice a request,
 * while the clock is fixed (`--now`) or many requests share a second (the header) or a millisecond.
 */
let headerSecond = NaN;
let headerText = '';
let isoMs = NaN;
let isoText = '';

/** `instant.toUTCString()`, which names whole seconds. */
export function httpDate(instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== headerSecond) {
    headerText = instant.toUTCString();
    headerSecond = second;
  }
  return headerText;
}

/** `instant.toISOString()`. */
export function isoString(instant: Date): string {
  const ms = instant.getTime();
  if (ms !== isoMs) {
    isoText = instant.toISOString();
    isoMs = ms;
  }
  return isoText;
}
