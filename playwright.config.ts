import fs from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';

/** Playwright's own Chromium when installed; otherwise Debian's (the only one these machines can get). */
function chromiumPath(): string | undefined {
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered
  }
  return '/usr/bin/chromium';
}

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // On a 2-core machine running two browsers, a client-side navigation to a heavy reference page
  // can take several seconds; assertions wait for what the reader sees, so give them room.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node_modules/.bin/serve out --listen ${PORT} --no-clipboard`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
