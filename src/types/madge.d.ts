// madge (a development dependency, for `npm run check:cycles`) ships no types: the part the tests call.
declare module 'madge' {
  interface MadgeResult {
    /** Each file on the graph (relative to `baseDir`) and the files it imports. */
    obj(): Record<string, string[]>;
  }
  function madge(path: string, config: { fileExtensions?: string[]; tsConfig?: string; baseDir?: string }): Promise<MadgeResult>;
  export default madge;
}
