/**
 * `sitemap.xml` and `robots.txt` from what was exported: every page a search engine may index
 * (not an error page, not `noindex`, not a redirect, not a duplicate whose canonical URL is
 * another page), so the sitemap can list neither an unlisted page nor a URL that answers 404.
 */
import type { PageScan } from '../gates/scan-page.ts';
import { isErrorPage, routeOf } from '../gates/site-files.ts';

/** The absolute URL of a route on the site, the form canonical links and the sitemap use. */
export function absoluteUrl(route: string, siteUrl: string): string {
  return new URL(route, siteUrl).href;
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

function isIndexable(file: string, scan: PageScan, siteUrl: string): boolean {
  if (isErrorPage(file)) return false;
  if (/\bnoindex\b/i.test(scan.head.robots ?? '')) return false;
  if (scan.head.refresh) return false;
  const own = absoluteUrl(routeOf(file), siteUrl);
  return !scan.head.canonical || sameUrl(new URL(scan.head.canonical, siteUrl).href, own);
}

/** The routes of the indexable pages, sorted. */
export function sitemapRoutes(scans: Map<string, PageScan>, siteUrl: string): string[] {
  return [...scans]
    .filter(([file, scan]) => isIndexable(file, scan, siteUrl))
    .map(([file]) => routeOf(file))
    .sort();
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function renderSitemap(routes: string[], siteUrl: string): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(route, siteUrl))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawling stays allowed everywhere: unlisted pages keep out of indexes through their own `noindex`, which a crawler can only read when it may fetch the page. */
export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}`, ''].join('\n');
}
