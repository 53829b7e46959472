/**
 * The files `npm run build` writes into the export after `next build`, from what was exported:
 * the pages' Markdown twins with llms.txt and llms-full.txt, and sitemap.xml with robots.txt. The
 * release gates (postbuild/gates/) run after these and only check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedSite } from '../gates/exported-site.ts';
import { renderRobots, renderSitemap, sitemapRoutes } from './sitemap.ts';
import { loadTwinSources, renderTwins, twinPath } from '../twins/index.ts';
import { isOlderVersionRoute } from '../twins/older-version.ts';
import { isErrorPage, routeOf } from '../gates/site-files.ts';
import type { PageScan } from '../gates/scan-page.ts';

/** Writes sitemap.xml (every indexable page) and robots.txt pointing to it. */
export async function writeSitemap(outDir: string, siteUrl: string): Promise<void> {
  const routes = sitemapRoutes(exportedSite(outDir).scans, siteUrl);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(routes, siteUrl));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots(siteUrl));
  console.log(`sitemap.xml lists ${routes.length} pages; robots.txt points to it`);
}

/**
 * The older API versions' pages that announce a twin (`<link rel="alternate" type="text/markdown">`,
 * which the page writes for each of them): no sitemap lists them, being `noindex`.
 */
export function olderVersionTwinRoutes(scans: Map<string, PageScan>, siteUrl: string): string[] {
  const announces = (scan: PageScan, twin: string) =>
    scan.links.some((l) => l.source === 'link[href]' && new URL(l.url, siteUrl).pathname === twin);
  return [...scans]
    .filter(([file, scan]) => {
      const route = routeOf(file);
      return isOlderVersionRoute(route) && !isErrorPage(file) && announces(scan, twinPath(route));
    })
    .map(([file]) => routeOf(file))
    .sort();
}

/** Writes the Markdown twin of every page the sitemap lists and of the older API versions' pages, and llms.txt and llms-full.txt. */
export async function writeMarkdownTwins(outDir: string, siteUrl: string): Promise<void> {
  const { scans } = exportedSite(outDir);
  const routes = sitemapRoutes(scans, siteUrl);
  const result = renderTwins(routes, await loadTwinSources(), olderVersionTwinRoutes(scans, siteUrl));
  for (const file of result.files) {
    fs.mkdirSync(path.dirname(path.join(outDir, file.path)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file.path), file.content);
  }
  const bytes = result.files.reduce((sum, f) => sum + Buffer.byteLength(f.content), 0);
  console.log(
    `${result.files.length - 2} Markdown twins (${result.entries.length} listed in llms.txt), llms.txt and llms-full.txt (${(bytes / 1e6).toFixed(1)} MB; llms-full.txt ${result.inlinedReference ? 'inlines' : 'links'} the API and CLI pages)`,
  );
}
