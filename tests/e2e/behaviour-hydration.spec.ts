import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './clock-and-holds';

/**
 * Counts React's commits through the hook React DevTools use (React calls it in production too).
 * A string, not a function: the test runner's transform would add helpers the page lacks.
 */
const COUNT_COMMITS = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, isDisabled: false, renderers: new Map(), commits: 0,
  inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot() { this.commits++; },
};`;

// On a slow network a page's own scripts can arrive after the framework's. React used to start
// hydrating anyway and commit the empty root in a loop until they came (thousands of commits a
// second on a phone's CPU); the page now waits for them (postbuild/export-files/hydration-chunks.ts).
const commits = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { commits: number } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
        .commits,
  );

test("while one of the page's scripts arrives late, the page waits for it without a render loop, then works", async ({
  page,
}) => {
  const path = '/docs/using/prompts';
  const html = await (await page.request.get(path)).text();
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])];
  // The chunk with the page's own "Copy page" menu: code below the root layout, as every page has.
  const late: string[] = [];
  for (const chunk of chunks)
    if ((await (await page.request.get(chunk)).text()).includes('sg-copy-page')) late.push(chunk);
  expect(late.length, 'the chunk that holds the Copy page menu').toBeGreaterThan(0);

  await page.addInitScript(COUNT_COMMITS);
  const release = await holdRequests(page, (url) => late.includes(url.pathname));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(1_500);
  // Before the fix: thousands here. A waiting page has nothing to commit.
  expect(await commits(page)).toBeLessThanOrEqual(2);

  release();
  // Hydrated: the menu opens (a click before hydration does nothing, so click until it takes).
  await expect(async () => {
    await page.getByRole('button', { name: 'More page options' }).click();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  expect(await commits(page)).toBeLessThan(30);
});
