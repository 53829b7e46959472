/**
 * The release gates `npm run build` runs over the export, each failing the build with the pages
 * and what is wrong on them. They only read: the files the build adds to the export (twins,
 * sitemap) are written before them (postbuild/export-files/write.ts). The export is read once and
 * shared by the gates of one build.
 */
import { checkLinks, formatBrokenLinks } from './links.ts';
import { checkMetaTags, formatMetaProblems } from './meta-tags.ts';
import { readMarkdownDocs } from './markdown-docs.ts';
import { exportedSite as site } from './exported-site.ts';

/** Checks every internal link of the pages and Markdown files; returns how many it checked, on how many pages. */
export async function linkCheckGate(outDir: string, siteUrl: string): Promise<{ links: number; pages: number }> {
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
  return { links: result.links, pages: result.pages };
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
