/**
 * The release gates `npm run build` runs over the export, each failing the build with the pages
 * and what is wrong on them. The export is read once and shared by the gates of one build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks, formatBrokenLinks, readSite, type SitePages } from './links.ts';
import { checkMetaTags, formatMetaProblems } from './meta-tags.ts';
import { renderRobots, renderSitemap, sitemapRoutes } from './sitemap.ts';
import { readMarkdownDocs } from './markdown-docs.ts';
import { loadTwinSources, renderTwins } from '../twins/index.ts';

const cache = new Map<string, SitePages>();
function site(outDir: string): SitePages {
  if (!cache.has(outDir)) cache.set(outDir, readSite(outDir));
  return cache.get(outDir)!;
}

export async function linkCheckGate(outDir: string, siteUrl: string): Promise<void> {
  // The twins are written after the export was first read: their links are read now.
  const result = checkLinks({ ...site(outDir), documents: readMarkdownDocs(outDir) }, siteUrl);
  if (result.broken.length) {
    throw new Error(
      `${result.broken.length} broken internal link${result.broken.length === 1 ? '' : 's'} in ${outDir}/ (page: element "link": why):\n` +
        formatBrokenLinks(result.broken) +
        '\n  fix: correct the link in the page source (or its generator), or add the page or heading it points to',
    );
  }
  console.log(`${result.links} internal links on ${result.pages} pages and Markdown files resolve`);
}

export async function metaTagsGate(outDir: string): Promise<void> {
  const problems = checkMetaTags(site(outDir).scans);
  if (problems.length) {
    throw new Error(
      `${problems.length} missing meta tag${problems.length === 1 ? '' : 's'} in ${outDir}/:\n` +
        formatMetaProblems(problems) +
        '\n  fix: give the page a `description` in its frontmatter; titles, canonical and Open Graph tags come from app/_lib/mdx-page.tsx',
    );
  }
  console.log(`every page has a description, canonical URL, Open Graph title and description, and a favicon`);
}

export async function sitemapGate(outDir: string, siteUrl: string): Promise<void> {
  const routes = sitemapRoutes(site(outDir).scans, siteUrl);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(routes, siteUrl));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots(siteUrl));
  console.log(`sitemap.xml lists ${routes.length} pages; robots.txt points to it`);
}

/** Writes the Markdown twin of every page the sitemap lists, and llms.txt and llms-full.txt. */
export async function markdownTwinsStep(outDir: string, siteUrl: string): Promise<void> {
  const routes = sitemapRoutes(site(outDir).scans, siteUrl);
  const result = renderTwins(routes, await loadTwinSources());
  for (const file of result.files) {
    fs.mkdirSync(path.dirname(path.join(outDir, file.path)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file.path), file.content);
  }
  const bytes = result.files.reduce((sum, f) => sum + Buffer.byteLength(f.content), 0);
  console.log(`${result.entries.length} Markdown twins, llms.txt and llms-full.txt (${(bytes / 1e6).toFixed(1)} MB; llms-full.txt ${result.inlinedReference ? 'inlines' : 'links'} the API and CLI pages)`);
}
