/**
 * The files `npm run build` writes into the export after `next build`, from what was exported:
 * the pages' Markdown twins with llms.txt and llms-full.txt, and sitemap.xml with robots.txt. The
 * release gates (postbuild/gates/) run after these and only check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedSite } from '../gates/exported-site.ts';
import { renderRobots, renderSitemap, sitemapRoutes } from './sitemap.ts';
import { loadTwinSources, renderTwins } from '../twins/index.ts';

/** Writes sitemap.xml (every indexable page) and robots.txt pointing to it. */
export async function writeSitemap(outDir: string, siteUrl: string): Promise<void> {
  const routes = sitemapRoutes(exportedSite(outDir).scans, siteUrl);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(routes, siteUrl));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots(siteUrl));
  console.log(`sitemap.xml lists ${routes.length} pages; robots.txt points to it`);
}

/** Writes the Markdown twin of every page the sitemap lists, and llms.txt and llms-full.txt. */
export async function writeMarkdownTwins(outDir: string, siteUrl: string): Promise<void> {
  const routes = sitemapRoutes(exportedSite(outDir).scans, siteUrl);
  const result = renderTwins(routes, await loadTwinSources());
  for (const file of result.files) {
    fs.mkdirSync(path.dirname(path.join(outDir, file.path)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file.path), file.content);
  }
  const bytes = result.files.reduce((sum, f) => sum + Buffer.byteLength(f.content), 0);
  console.log(
    `${result.entries.length} Markdown twins, llms.txt and llms-full.txt (${(bytes / 1e6).toFixed(1)} MB; llms-full.txt ${result.inlinedReference ? 'inlines' : 'links'} the API and CLI pages)`,
  );
}
