/** A path with an empty segment (`/api/v2/pages//`) or broken percent-encoding (`%zz`) names nothing Django routes: the final 404. */
export function unroutable(path: string): boolean {
  if (path.includes('//')) return true;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
