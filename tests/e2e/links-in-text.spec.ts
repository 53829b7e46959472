import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { missingReason, type PageKind } from '../../tools/lib/page-kinds';
import { expectLinksInTextMarked, linksInText } from './links-in-text';
import { openIn, themes } from './open-in-theme';

// A link inside a sentence must be told apart from the words around it by more than colour: an
// underline, or a colour at 3:1 or more against the text around it (WCAG 1.4.1, axe's
// `link-in-text-block`), on every kind of page, in both themes. Links the theme draws and links
// our components draw (spec descriptions, generated pages) alike. Every kind of page is checked in
// its visit in accessibility.spec.ts (whose full axe run holds link-in-text-block); here, the
// generated API pages whose prose links come from a spec.

const pages: PageKind[] = [
  { kind: 'API landing', path: '/api', file: 'api.html', status: 200 },
  { kind: 'API overview', path: '/api/sandgarden-sun-api', file: 'api/sandgarden-sun-api.html', status: 200 },
  { kind: 'API changelog', path: '/api/changelog', file: 'api/changelog.html', status: 200 },
  { kind: 'docs changelog', path: '/docs/changelog', file: 'docs/changelog.html', status: 200 },
];

test.describe('links in running text are told apart by more than colour', () => {
  for (const kind of pages) {
    for (const theme of themes) {
      test(`${kind.kind} (${kind.path}), ${theme} theme`, async ({ page }) => {
        expect(missingReason(kind), `the ${kind.kind} page ${kind.path} is exported`).toBeNull();
        await page.setViewportSize({ width: 1280, height: 800 });
        await openIn(page, kind.path, theme);
        await expectLinksInTextMarked(page);
        const results = await new AxeBuilder({ page }).withRules(['link-in-text-block']).analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((node) => node.target.join(' ')))).toEqual([]);
      });
    }
  }

  test('the links a reader trips on are among those checked', async ({ page }) => {
    await openIn(page, '/api', 'light');
    expect((await linksInText(page)).map((link) => link.text)).toContain('overview');
    await openIn(page, '/api/create-step', 'light');
    expect((await linksInText(page)).map((link) => link.text)).toContain('bearerAuth');
  });
});
