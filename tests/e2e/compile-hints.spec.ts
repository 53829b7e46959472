import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The scripts a page runs before it hydrates carry V8's compile hint, so Chrome compiles them on
// the thread that parses them while they download instead of on the main thread while the app
// starts (postbuild/export-files/compile-hints.ts; the time saved is measured by `npm run bench`).
// Code fetched on demand keeps V8's lazy compiling: most of it may never run.

const HINT = '//# allFunctionsCalledOnLoad\n';
const OPERATION_PAGE = '/api/start-run';

/** Every script some exported page names: what a page may start with (a page can prefetch another's). */
function scriptsNamedByPages(dir = 'out'): Set<string> {
  const named = new Set<string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    for (const src of fs.readFileSync(path.join(dir, entry), 'utf8').match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ??
      [])
      named.add(src);
  }
  return named;
}

test('a page starts with scripts marked for eager compiling, works, and the code it fetches on demand is not marked', async ({
  page,
}) => {
  const html = await (await page.request.get(OPERATION_PAGE)).text();
  const startup = [
    ...new Set(
      [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)/g)].map(
        (match) => match[1],
      ),
    ),
  ];
  expect(startup.length, 'the page names its startup scripts').toBeGreaterThan(3);
  for (const src of startup)
    expect((await (await page.request.get(src)).text()).startsWith(HINT), `${src} starts with the hint`).toBe(true);

  const onDemand: string[] = [];
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js') && !startup.includes(pathname))
      onDemand.push(pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(OPERATION_PAGE);
  await page.getByRole('button', { name: 'Open the request builder' }).click();
  await expect(page.getByRole('form', { name: /^Request builder/ })).toBeVisible();
  expect(errors, 'no script error while the page starts and the builder loads').toEqual([]);

  const named = scriptsNamedByPages();
  const lazy = onDemand.filter((src) => !named.has(src));
  expect(lazy.length, "the request builder's code came on demand").toBeGreaterThan(0);
  for (const src of lazy)
    expect((await (await page.request.get(src)).text()).startsWith(HINT), `${src} is not marked`).toBe(false);
});
