import { expect, test } from '@playwright/test';
import { site } from '../../site.config';
import { missingReason, pageKinds } from '../../tools/lib/page-kinds';

test.describe('every kind of page loads cleanly', () => {
  for (const kind of pageKinds) {
    test(`${kind.kind} (${kind.path}): no console error, no failed request, a favicon`, async ({ page }) => {
      expect(missingReason(kind), `the ${kind.kind} page ${kind.path} is exported`).toBeNull();
      const problems: string[] = [];
      const isThePage = (url: string) => new URL(url).pathname === kind.path;
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs the 404 page's own status as an error; that status is the point of the page.
        if (kind.status === 404 && isThePage(message.location().url)) return;
        problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        // Next's router probes link targets with HEAD and drops the body once the status is in.
        if (request.method() === 'HEAD' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`failed request: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
      });
      page.on('response', (response) => {
        if (response.status() < 400) return;
        if (response.request().isNavigationRequest() && isThePage(response.url())) return;
        problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      const response = await page.goto(kind.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(kind.status);
      const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
      expect(icon, 'the page links a favicon').toBeTruthy();
      const iconResponse = await page.request.get(icon!);
      expect(iconResponse.status()).toBe(200);
      expect(iconResponse.headers()['content-type']).toMatch(/^image\//);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('search engines', () => {
  test('robots.txt points to sitemap.xml', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('the sitemap lists public pages that answer 200, and no unlisted page', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    const paths = urls.map((url) => url.pathname);
    expect(paths).toContain('/');
    expect(paths).toContain('/docs/using/concepts');
    for (const unlisted of [
      '/docs/hidden',
      '/docs/reference/test-suite-lifecycle',
      '/docs/reference/connectors/template',
    ]) {
      expect(paths).not.toContain(unlisted);
    }
    for (const url of urls) {
      expect(url.origin).toBe(site.url);
      const response = await request.get(url.pathname, { maxRedirects: 0 });
      expect(response.status(), url.pathname).toBe(200);
      expect(await response.text(), `${url.pathname} is indexable`).not.toMatch(
        /<meta name="robots" content="[^"]*noindex/,
      );
    }
  });

  test('an unlisted page tells search engines not to index it', async ({ page }) => {
    const response = await page.goto('/docs/hidden');
    expect(response?.status(), 'the unlisted page /docs/hidden is exported').toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('a docs page has its description, canonical URL and Open Graph tags', async ({ page }) => {
    await page.goto('/docs/using/concepts');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();
    expect(description).not.toBe(site.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/docs/using/concepts`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Concepts');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
  });
});
