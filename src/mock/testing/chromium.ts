import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's package puts it here; playwright-core downloads no browser of its own on these machines. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH`, then Debian's, then one playwright
 * installed itself. None is one line saying how to get one.
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
  throw new Error('no Chromium for the browser test: install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH');
}
