/**
 * Relevance as the reader sees it on a phone: each excerpt stays inside its result card. What the
 * results are (each query's page in the top three, the overview's sections, the topic page first,
 * excerpts without control text or repeats) is judged in Node over the same built index and the
 * same ordering: tests/search/relevance.test.ts.
 */
import { expect, test } from '@playwright/test';
import { search, searchOptions } from './search-helpers';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each excerpt stays inside its result card', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    await page.locator('[data-search-trigger="button"]').tap();
    // URLs, paths and identifiers are the long unbroken words an excerpt can hold.
    for (const query of ['api.sandgarden.com', 'getStepToolsDefinition', 'directorHost', 'authentication']) {
      await search(page, query);
      await expect(searchOptions(page).first()).toBeVisible();
      const overflowing = await searchOptions(page).evaluateAll((links) =>
        links.flatMap((card) => {
          const box = card.getBoundingClientRect();
          const parts = [...card.querySelectorAll('[data-search-excerpt], [data-search-excerpt] *')];
          const outside = parts.some((part) => {
            const r = part.getBoundingClientRect();
            return r.right > box.right + 0.5 || r.left < box.left - 0.5;
          });
          return outside || card.scrollWidth > card.clientWidth + 1 ? [card.getAttribute('href') ?? ''] : [];
        }),
      );
      expect(overflowing, `"${query}": results whose excerpt leaves the card at 390 px`).toEqual([]);
    }
  });
});
