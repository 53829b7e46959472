/** Chromium for the measurements: Playwright's own when installed, Debian's otherwise. */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    const bundled = chromium.executablePath();
    if (fs.existsSync(bundled)) return bundled;
  } catch {
    // no bundled browser registered
  }
  return '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
