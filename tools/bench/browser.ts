/** Chromium for the measurements: Playwright's own when installed, Debian's otherwise. */
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../../generator/lib/chromium.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
