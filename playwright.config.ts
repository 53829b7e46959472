import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './generator/lib/chromium';
import { PRISM_PORT, SITE_PORT } from './tests/e2e/servers';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Each test's time for `npm test`'s closing list of the slowest (tools/test/slowest.ts). Playwright
  // empties its outputDir when it starts, so the artifacts live in a folder of their own beside the timings.
  reporter: [['list'], ['json', { outputFile: 'test-results/timings/e2e.json' }]],
  outputDir: 'test-results/e2e',
  // On a 2-core machine running two browsers, a client-side navigation to a heavy reference page
  // can take several seconds; assertions wait for what the reader sees, so give them room.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    // The same browser every script drives: CHROME_PATH, Playwright's own when installed, else Debian's.
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node_modules/.bin/serve out --listen ${SITE_PORT} --no-clipboard`,
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // --errors: a request that breaks the spec gets a 4xx and an sl-violations header.
      command: `node_modules/.bin/prism mock -p ${PRISM_PORT} -h 127.0.0.1 --errors openapi/sun-api.yaml`,
      url: `http://127.0.0.1:${PRISM_PORT}/api/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
