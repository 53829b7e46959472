/**
 * The internal link check: every URL an exported page points at on this site (another page, a
 * `#fragment` on a page, an asset) must be served by `out/`. External URLs are not fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scanPage, type PageScan } from './scan-page.ts';
import { fileExistsIn, htmlFiles, resolveUrlPath, routeOf } from './site-files.ts';

export interface BrokenLink {
  /** The route of the page holding the link. */
  page: string;
  link: string;
  source: string;
  reason: string;
}

export interface LinkCheckResult {
  pages: number;
  links: number;
  broken: BrokenLink[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOCAL_BASE = 'http://link-check.invalid';

/** The path and fragment an in-site URL names, or null for a URL to another site or scheme. */
export function internalTarget(
  url: string,
  pageRoute: string,
  siteUrl: string,
): { pathname: string; hash: string } | null {
  const site = new URL(siteUrl);
  let resolved: URL;
  if (SCHEME.test(url) || url.startsWith('//')) {
    try {
      resolved = new URL(url, site);
    } catch {
      return null;
    }
    if ((resolved.protocol !== 'http:' && resolved.protocol !== 'https:') || resolved.host !== site.host) return null;
  } else {
    resolved = new URL(url, LOCAL_BASE + pageRoute);
  }
  let pathname: string;
  let hash: string;
  try {
    pathname = decodeURIComponent(resolved.pathname);
    hash = decodeURIComponent(resolved.hash.slice(1));
  } catch {
    pathname = resolved.pathname;
    hash = resolved.hash.slice(1);
  }
  return { pathname, hash };
}

export interface SitePages {
  /** Scans keyed by file path relative to the output directory. */
  scans: Map<string, PageScan>;
  exists: (relative: string) => boolean;
  /** Markdown files (the pages' twins, llms.txt) whose links are checked too, keyed like `scans`. */
  documents?: Map<string, PageScan>;
}

export function readSite(outDir: string): SitePages {
  const scans = new Map<string, PageScan>();
  for (const file of htmlFiles(outDir)) scans.set(file, scanPage(fs.readFileSync(path.join(outDir, file), 'utf8')));
  return { scans, exists: fileExistsIn(outDir) };
}

export function checkLinks(site: SitePages, siteUrl: string): LinkCheckResult {
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const [file, scan] of [...site.scans, ...(site.documents ?? [])]) {
    const route = routeOf(file);
    const seen = new Set<string>();
    for (const { url, source } of scan.links) {
      if (seen.has(url)) continue;
      seen.add(url);
      const target = internalTarget(url, route, siteUrl);
      if (!target) continue;
      links++;
      const report = (reason: string) => broken.push({ page: route, link: url, source, reason });
      const targetFile = resolveUrlPath(target.pathname, site.exists);
      if (!targetFile) {
        report(`nothing in out/ is served at ${target.pathname}`);
        continue;
      }
      if (!target.hash || target.hash === 'top' || !targetFile.endsWith('.html')) continue;
      const targetScan = site.scans.get(targetFile);
      if (targetScan && !targetScan.anchors.has(target.hash)) {
        report(`${routeOf(targetFile)} has no element with id "${target.hash}"`);
      }
    }
  }
  return { pages: site.scans.size + (site.documents?.size ?? 0), links, broken };
}

export function formatBrokenLinks(broken: BrokenLink[], limit = 100): string {
  const lines = broken.slice(0, limit).map((b) => `  ${b.page}: ${b.source} "${b.link}": ${b.reason}`);
  if (broken.length > limit) lines.push(`  … and ${broken.length - limit} more`);
  return lines.join('\n');
}
