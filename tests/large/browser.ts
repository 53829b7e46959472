import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium } from '../../tools/bench/browser.ts';
import { serveOut } from '../../tools/bench/static-server.ts';

/**
 * Serves the site built in `siteDir` (its `out/`, on a free port, as the bench does), opens
 * Chromium and runs `use` with a function that opens a route in a new tab; closes both after.
 */
export async function inBrowser(
  siteDir: string,
  use: (open: (route: string) => Promise<Page>) => Promise<void>,
): Promise<void> {
  const server = await serveOut(path.join(siteDir, 'out'));
  const browser = await launchChromium();
  const open = async (route: string) => {
    // A context per tab: axe needs one it can open frames in.
    const tab = await (await browser.newContext()).newPage();
    await tab.goto(server.baseUrl + route);
    return tab;
  };
  try {
    await use(open);
  } finally {
    await browser.close();
    server.close();
  }
}
