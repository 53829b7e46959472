/**
 * Controls in the rendered page stay out of the index, read in Chromium: no control with text sits
 * in a searchable page's indexed body. What the built index holds (every listed page with its
 * section, nothing unlisted, no chrome, labels apart from their values) is read in Node from
 * out/_pagefind: tests/search/index-contents.test.ts.
 */
import { expect, test } from '@playwright/test';

/**
 * Controls (buttons, selects, tabs, fields) are not content: their labels would land in the index
 * run together ("1.4.0 (current)1.3.0…", "curlJavaScriptTypeScript…"). Each one with text inside
 * the indexed body must be left out (data-pagefind-ignore), or sit where Pagefind drops it
 * (form, label, nav, footer).
 */
test('no control with text is indexed on any kind of searchable page', async ({ page }) => {
  const pages = [
    '/',
    '/docs/using/concepts',
    '/docs/reference/connectors/pinecone',
    '/api',
    '/api/sandgarden-sun-api',
    '/api/create-step',
    '/api/list-runs',
    '/api/changelog',
    '/cli/sand/runs/start',
    '/category/connectors',
  ];
  const problems: string[] = [];
  for (const route of pages) {
    await page.goto(route);
    const found = await page.evaluate(() => {
      const body = document.querySelector('[data-pagefind-body]');
      if (!body) return ['no [data-pagefind-body]'];
      const controls = body.querySelectorAll('button, select, input, textarea, [role="tab"], [role="button"]');
      return [...controls]
        .filter((c) => !c.closest('[data-pagefind-ignore], form, label, nav, footer, template, noscript'))
        .map(
          (c) =>
            `${c.tagName.toLowerCase()}${c.getAttribute('role') ? `[role=${c.getAttribute('role')}]` : ''} "${(c.textContent ?? '').trim().slice(0, 40)}"`,
        )
        .filter((text) => !text.endsWith('""'));
    });
    for (const control of found) problems.push(`${route}: ${control}`);
  }
  expect(problems).toEqual([]);
});
