// esbuild's bundle of an entry of the package, as a frontend's bundler would make it.
import * as esbuild from 'esbuild';

/** What esbuild made of an entry for a browser: the minified ES module, and the files it holds. */
export interface BrowserBundle {
  text: string;
  inputs: string[];
}

/** A module given by its text, its imports resolved from `resolveDir` (the package's root resolves its own name through `exports`). */
export interface ModuleText {
  contents: string;
  resolveDir: string;
}

/** Bundles a file (or a module's text) for `platform` (the browser's by default) as a frontend's bundler would; esbuild's errors reject it. */
export async function bundleForBrowser(entry: string | ModuleText, platform: esbuild.Platform = 'browser'): Promise<BrowserBundle> {
  const input = typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, sourcefile: 'page.js', loader: 'js' as const } };
  const result = await esbuild.build({ ...input, bundle: true, platform, format: 'esm', minify: true, write: false, metafile: true, logLevel: 'silent' });
  return { text: result.outputFiles[0].text, inputs: Object.keys(result.metafile.inputs) };
}
