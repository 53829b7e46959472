import { expect, test } from '@playwright/test';

// On a slow connection the first paint holds the page, not the announcement bar alone: it waits
// until the footer is parsed (components/FirstPaintHold.tsx), so the article is laid out once,
// before that paint, instead of in a long task right after it. The blocking time this saves is
// measured by `npm run bench`; here, what a reader would see: one paint, with the article in it.

const PAGE = '/api/create-step';

interface Paints {
  pageEndParsedAt: number | null;
  firstPaint: number;
  largestPaints: { at: number; inArticle: boolean }[];
}

test('on a slow connection, an operation page paints first once its content is parsed, and that paint holds its largest text', async ({ page, context }) => {
  // When the footer's last line arrives, seen from a script that runs before the page's own.
  await page.addInitScript(() => {
    const record = window as unknown as { pageEndParsedAt: number | null };
    record.pageEndParsedAt = null;
    new MutationObserver((_, observer) => {
      if (!document.querySelector('footer .sg-footer p')) return;
      record.pageEndParsedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // A slow phone's connection (Lighthouse's mobile one): the document arrives in several parts.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(PAGE, { waitUntil: 'load' });

  const paints = await page.evaluate(
    () =>
      new Promise<Paints>((resolve) => {
        const largestPaints: Paints['largestPaints'] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) largestPaints.push({ at: entry.startTime, inArticle: Boolean(entry.element?.closest('article')) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          resolve({ pageEndParsedAt: (window as unknown as { pageEndParsedAt: number | null }).pageEndParsedAt, firstPaint, largestPaints });
        }, 500);
      }),
  );
  expect(paints.pageEndParsedAt, 'the footer was parsed').not.toBeNull();
  expect(paints.firstPaint, 'the page painted').toBeGreaterThan(0);
  expect(paints.firstPaint, 'the first paint came after the footer was parsed').toBeGreaterThanOrEqual(paints.pageEndParsedAt!);
  const largest = paints.largestPaints.at(-1)!;
  expect(largest.inArticle, 'the largest text painted is the article’s').toBe(true);
  expect(largest.at, 'the largest text was in the first paint').toBe(paints.firstPaint);
});
