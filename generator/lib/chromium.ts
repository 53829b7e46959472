/** The Chromium that scripts drive (diagrams at gen time, the bench): CHROME_PATH, Playwright's own when installed, else Debian's. */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    // Required when asked: `npm run gen` imports this module, and draws with a browser only when a diagram is new.
    const { chromium } = createRequire(import.meta.url)('@playwright/test') as typeof import('@playwright/test');
    const bundled = chromium.executablePath();
    if (fs.existsSync(bundled)) return bundled;
  } catch {
    // no bundled browser registered
  }
  return '/usr/bin/chromium';
}

/** The flags every Chromium we drive starts with (the bench's, the e2e tests'): no sandbox, GPU or background work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
