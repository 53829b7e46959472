import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

/**
 * Serves the site built in `siteDir` (its `out/`), opens Chromium and runs `use` with a function
 * that opens a route in a new tab (retrying while the server starts); closes both after.
 */
export async function inBrowser(siteDir: string, port: number, use: (open: (route: string) => Promise<Page>) => Promise<void>): Promise<void> {
  const server = spawn(path.join(siteDir, 'node_modules/.bin/serve'), [path.join(siteDir, 'out'), '--listen', String(port), '--no-clipboard'], { stdio: 'ignore' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const open = async (route: string) => {
    // A context per tab: axe needs one it can open frames in.
    const tab = await (await browser.newContext()).newPage();
    for (let attempt = 0; ; attempt++) {
      try {
        await tab.goto(`http://localhost:${port}${route}`);
        return tab;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  try {
    await use(open);
  } finally {
    await browser.close();
    server.kill();
  }
}
