import * as esbuild from 'esbuild';

/** What esbuild made of an entry for a browser: the minified ES module, and the files it holds. */
export interface BrowserBundle {
  text: string;
  inputs: string[];
}

/** Bundles a file for `platform: 'browser'` as a frontend's bundler would; esbuild's errors reject it. */
export async function bundleForBrowser(entry: string): Promise<BrowserBundle> {
  const result = await esbuild.build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', minify: true, write: false, metafile: true, logLevel: 'silent' });
  return { text: result.outputFiles[0].text, inputs: Object.keys(result.metafile.inputs) };
}
