// Finding a Chromium for the browser tests: `CHROMIUM_PATH`, Debian's package, or the npm package's build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's package puts it here; playwright-core downloads no browser of its own on these machines. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const ROOT = join(__dirname, '..', '..', '..');
/** The npm package that ships a Chromium build inside it (a devDependency), so `npm ci` brings a browser. */
const SHIPPED = '@sparticuz/chromium';

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH`, then Debian's, then one playwright
 * installed itself, then the one @sparticuz/chromium ships (unpacked once into node_modules/.cache).
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const playwrights = chromium.executablePath();
  if (playwrights && existsSync(playwrights)) return playwrights;
  return shippedChromium();
}

/**
 * The package's binary, brotli-compressed in it, unpacked by its own `executablePath()` into a folder
 * of ours (it unpacks into TMPDIR; left to itself that is a /tmp/chromium shared by every checkout).
 * Jest's workers may race: each unpacks into a folder of its own and renames it into place, and a
 * loser takes the winner's. The package is ESM, so it runs in a child Node, outside jest's loader.
 */
export function shippedChromium(root = ROOT): string {
  const manifest = join(root, 'node_modules', SHIPPED, 'package.json');
  if (!existsSync(manifest)) {
    throw new Error(
      `no Chromium for the browser test: run npm ci (it installs ${SHIPPED}), install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const cache = join(root, 'node_modules', '.cache');
  const folder = join(cache, `sparticuz-chromium-${version}`);
  const binary = join(folder, 'chromium');
  if (existsSync(binary)) return binary;
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, 'sparticuz-chromium-unpacking-'));
  try {
    const unpack = `const { default: Chromium } = await import('${SHIPPED}'); await Chromium.executablePath();`;
    execFileSync(process.execPath, ['--input-type=module', '-e', unpack], {
      cwd: root,
      env: { ...process.env, TMPDIR: staging },
      stdio: 'ignore',
      timeout: 120_000,
    });
    renameSync(staging, folder);
  } catch (error) {
    // Another worker's folder already in place is as good as ours.
    if (!existsSync(binary)) throw new Error(`could not unpack ${SHIPPED}'s Chromium: ${(error as Error).message}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

/** The flags every browser test runs Chromium with: headless in a container, no GPU, nothing fetched on its own. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** Chromium (`findChromium`) launched for a test, with `extraArgs` after the common flags. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}
