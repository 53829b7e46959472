import type { Page, Route } from '@playwright/test';

/** Holds the requests `matches` picks until `release()`, to catch the page while it waits. */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Stops the page's clock (after letting startup timers run), so only the test moves time. */
export async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
