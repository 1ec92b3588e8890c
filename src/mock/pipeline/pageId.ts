/** A page id in a path: digits only, and a safe integer; undefined for anything else (no page has it). */
export function pageIdOf(param: string): number | undefined {
  const id = /^[0-9]+$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}
