/**
 * The deploy recipe works: `deploy/nginx.conf` on a real nginx serves `out/` as docs/decisions.md says
 * (clean paths, `.html` addresses redirected, the 404 page with status 404), with the cache rules,
 * gzip and security headers of postbuild/headers/headers.ts, and the site runs under its
 * Content-Security-Policy without a single violation. Skipped only when nginx is not installed
 * here; under CI=true nginx is required (`.ci/run` installs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIResponse } from '@playwright/test';
import { pageKinds } from '../../tools/lib/page-kinds';
import { NGINX_BIN, startNginx, type NginxSite } from './nginx-server';
import { openSearch, search, searchOptions } from './search-helpers';
import { NGINX_BASE_PORT } from './servers';

const OUT = 'out';
const haveNginx = fs.existsSync(NGINX_BIN);

const test = base.extend<{ cspViolations: () => Promise<string[]> }, { nginx: NginxSite }>({
  nginx: [
    async ({}, use, workerInfo) => {
      if (!haveNginx)
        throw new Error(
          `${NGINX_BIN} not found: nginx is required under CI=true (apt-get install nginx; .ci/run does)`,
        );
      const site = await startNginx(OUT, NGINX_BASE_PORT + workerInfo.parallelIndex);
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
  /** Every CSP violation the page reports (DOM event or console), from the first byte on. */
  cspViolations: async ({ page }, use) => {
    const console: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(`console: ${message.text()}`);
    });
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample ?? ''}`.trim());
      });
    });
    await use(async () => [
      ...console,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ]);
  },
});

test.skip(
  !haveNginx && !process.env.CI,
  `${NGINX_BIN} is not installed (apt-get install nginx); under CI=true this fails instead`,
);

const file = (relative: string) => fs.readFileSync(path.join(OUT, relative), 'utf8');
const firstAsset = (ext: string) => {
  const dir = path.join(OUT, '_next', 'static', 'chunks');
  const name = fs
    .readdirSync(dir)
    .find((entry) => entry.endsWith(ext) && fs.statSync(path.join(dir, entry)).size > 1024);
  if (!name) throw new Error(`no ${ext} file over 1 kB in ${dir}`);
  return `/_next/static/chunks/${name}`;
};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain("'unsafe-eval'");
  const scriptSrc =
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src')) ?? '';
  expect(scriptSrc, what).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
}

test.describe('nginx with deploy/nginx.conf', () => {
  test('every page kind answers at its clean path with its exported page, an unknown path with the 404 page and status 404', async ({
    request,
  }) => {
    for (const kind of pageKinds) {
      const response = await request.get(kind.path, { maxRedirects: 0 });
      expect(response.status(), kind.path).toBe(kind.status);
      expect(response.headers()['content-type'], kind.path).toBe('text/html; charset=utf-8');
      expect(await response.text(), kind.path).toBe(file(kind.file ?? '404.html'));
    }
    for (const route of ['/api', '/cli', '/docs/using/concepts', '/index2', '/markdown-page', '/tags/s-3']) {
      expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
    }
  });

  test('/x.html, /x/index.html, /index.html and /x/ redirect (301) to the clean path, keeping the query', async ({
    request,
  }) => {
    const redirects: Array<[string, string]> = [
      ['/api/start-run.html', '/api/start-run'],
      ['/docs/using/concepts.html?tab=cli', '/docs/using/concepts?tab=cli'],
      ['/api/index.html', '/api'],
      ['/index.html', '/'],
      ['/index.html?x=1', '/?x=1'],
      ['/api/', '/api'],
      ['/cli/sand/runs/start/', '/cli/sand/runs/start'],
      ['/404.html', '/404'],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      expectSecurityHeaders(response, `redirect of ${from}`);
    }
  });

  test('the header files are for the server only: /_headers and /_nginx/ answer 404', async ({ request }) => {
    for (const route of ['/_headers', '/_nginx/csp-map.conf', '/_nginx/headers-revalidate.conf']) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(404);
      expect(await response.text(), route).toBe(file('404.html'));
    }
  });

  test('hashed assets are cached for a year; pages, the search index and downloads revalidate (ETag → 304)', async ({
    request,
  }) => {
    for (const asset of [firstAsset('.js'), firstAsset('.css')]) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    for (const route of [
      '/',
      '/api/start-run',
      '/no/such/page',
      '/_pagefind/pagefind.js',
      '/openapi.yaml',
      '/sitemap.xml',
    ]) {
      const response = await request.get(route);
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      const etag = response.headers().etag;
      expect(etag, route).toBeTruthy();
      if (response.status() === 200) {
        const again = await request.get(route, { headers: { 'If-None-Match': etag! } });
        expect(again.status(), `${route} revalidated`).toBe(304);
      }
    }
  });

  test('pages, scripts, styles and the search code are sent gzipped', async ({ request }) => {
    for (const route of [
      '/api/start-run',
      '/no/such/page',
      firstAsset('.js'),
      firstAsset('.css'),
      '/_pagefind/pagefind.js',
      '/openapi.json',
    ]) {
      const response = await request.get(route, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['content-encoding'], route).toBe('gzip');
      expect(response.headers().vary, route).toContain('Accept-Encoding');
    }
  });

  test('downloads have a readable type: OpenAPI YAML and JSON, the TypeScript types', async ({ request }) => {
    const types: Array<[string, string]> = [
      ['/openapi.yaml', 'application/yaml; charset=utf-8'],
      ['/openapi.json', 'application/json'],
      ['/openapi.d.ts', 'text/plain; charset=utf-8'],
    ];
    for (const [route, type] of types) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe(type);
    }
  });

  test('security headers on every page kind, the 404 and assets: nosniff, referrer, frame-ancestors, a CSP without unsafe-eval', async ({
    request,
  }) => {
    for (const route of [...pageKinds.map((kind) => kind.path), firstAsset('.js'), '/openapi.yaml']) {
      const response = await request.get(route);
      expectSecurityHeaders(response, route);
      expect(response.headers()['x-frame-options'], route).toBe('DENY');
    }
  });

  for (const kind of pageKinds) {
    test(`${kind.kind} (${kind.path}) runs under its CSP: no violation, and the page hydrates (the theme switch works)`, async ({
      page,
      cspViolations,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(kind.path, { waitUntil: 'networkidle' });
      await page.locator('button[title="Change theme"]:visible').click();
      await page.getByRole('option', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await cspViolations()).toEqual([]);
    });
  }

  test('search (Pagefind and its WebAssembly) works under the CSP', async ({ page, cspViolations }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
    await openSearch(page);
    await search(page, 'workflow');
    await expect(searchOptions(page).first()).toBeVisible();
    await searchOptions(page).first().click();
    await expect(page).not.toHaveURL(/\/docs\/using\/concepts$/);
    expect(await cspViolations()).toEqual([]);
  });

  test('a Mermaid diagram shows under the CSP, in both themes', async ({ page, cspViolations }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/using/concepts', { waitUntil: 'networkidle' });
    const diagram = page.locator('main figure.sg-diagram img:visible').first();
    const loaded = () => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await diagram.scrollIntoViewIfNeeded();
    await expect.poll(loaded).toBe(true);
    await page.locator('button[title="Change theme"]:visible').click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(diagram).toHaveAttribute('src', /\.dark\.svg$/);
    await expect.poll(loaded).toBe(true);
    expect(await cspViolations()).toEqual([]);
  });

  test('client-side navigation between sections (RSC payloads) works under the CSP', async ({
    page,
    cspViolations,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('navigation').getByRole('link', { name: 'API', exact: true }).first().click();
    await expect(page).toHaveURL(/\/api$/);
    await page
      .getByRole('link', { name: /Start a run/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/api\/start-run$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start a run');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await cspViolations()).toEqual([]);
  });

  test('nginx logged no error while serving', async ({ nginx, request }) => {
    await request.get('/api/start-run');
    expect(
      nginx
        .errorLog()
        .split('\n')
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
    ).toEqual([]);
  });
});

base('the export carries no trace of the dev-only spec-error banner', () => {
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (
        /\.(html|js|txt)$/.test(entry.name) &&
        /data-dev-spec-error|could not be regenerated|EventSource/.test(fs.readFileSync(child, 'utf8'))
      )
        hits.push(child);
    }
  };
  walk(OUT);
  expect(hits).toEqual([]);
});
