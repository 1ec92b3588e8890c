/**
 * `list[start..end)` (cut to the list's end) as a plain array, by a loop: `Array.from` over a
 * typed array, or with a mapping function, walks an iterator, many times slower.
 */
export function sliceOf(list: ArrayLike<number>, start: number, end: number): number[] {
  const slice: number[] = [];
  for (let i = start; i < end && i < list.length; i++) slice.push(list[i]);
  return slice;
}
