/**
 * One render-blocking stylesheet instead of five. Next links the root layout's CSS as several
 * files (the theme's, ours per component group) on every page; each is a request the first paint
 * waits for, on a phone's slow connection one round trip or more (issue 30). After the export
 * this step writes their concatenation, in the order the pages link them, as one file named by
 * its content hash, and points every reference in the export at it: the `<link>` tags of each
 * page's head (one kept) and the flight data (the layouts' stylesheet elements and preload hints,
 * in the HTML and in the `.txt` payloads of client navigations). React loads a stylesheet once
 * per href, so the layouts that each named a part now share the one file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const LINK = /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)" data-precedence="next"\/>/g;

/** The stylesheets a page's HTML links in its head, in order. */
export function linkedStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  return [...head.matchAll(LINK)].map((match) => match[1]);
}

/**
 * The stylesheet order every page agrees with: the longest list (pages link all the parts or
 * some of them, in the same relative order). A page whose order contradicts it is an error, since
 * the concatenation would change which rule wins.
 */
export function commonOrder(pages: Array<{ file: string; hrefs: string[] }>): string[] {
  const order = pages.reduce<string[]>((longest, page) => (page.hrefs.length > longest.length ? page.hrefs : longest), []);
  for (const page of pages) {
    const positions = page.hrefs.map((href) => order.indexOf(href));
    const unknown = page.hrefs.filter((_, i) => positions[i] < 0);
    if (unknown.length) throw new Error(`${page.file}: links ${unknown.join(', ')}, which the page with the most stylesheets does not; combining them would drop it from other pages. Fix: give every page the same stylesheets (the root layout's), or leave the CSS uncombined`);
    if (positions.some((position, i) => i > 0 && position < positions[i - 1])) {
      throw new Error(`${page.file}: links its stylesheets in the order ${page.hrefs.join(', ')}, against ${order.join(', ')} elsewhere; one combined file cannot keep both cascades`);
    }
  }
  return order;
}

/** The combined stylesheet's href: its content hash beside Next's own chunks. */
export function combinedHref(css: string): string {
  return `/_next/static/chunks/site-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
}

/**
 * A page's HTML or flight payload with every part's href replaced by the combined one, and the
 * head's now identical `<link>` tags reduced to the first.
 */
export function pointAtCombined(text: string, parts: string[], combined: string): string {
  let result = text;
  for (const part of parts) result = result.split(part).join(combined);
  let seen = false;
  return result.replace(LINK, (tag, href: string) => {
    if (href !== combined) return tag;
    if (seen) return '';
    seen = true;
    return tag;
  });
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && keep(file)) found.push(file);
  }
  return found.sort();
}

/** Combines the export's render-blocking stylesheets in `outDir`; returns what it did. */
export function combineStylesheets(outDir: string): { parts: string[]; combined: string; bytes: number; files: number } {
  const pages = filesUnder(outDir, (file) => file.endsWith('.html')).map((file) => ({ file, hrefs: linkedStylesheets(fs.readFileSync(file, 'utf8')) }));
  const parts = commonOrder(pages.filter((page) => page.hrefs.length > 0));
  if (parts.length < 2) return { parts, combined: parts[0] ?? '', bytes: 0, files: 0 };
  const css = parts.map((href) => fs.readFileSync(path.join(outDir, href), 'utf8')).join('\n');
  const combined = combinedHref(css);
  fs.writeFileSync(path.join(outDir, combined), css);
  let files = 0;
  for (const file of filesUnder(outDir, (name) => name.endsWith('.html') || name.endsWith('.txt'))) {
    const text = fs.readFileSync(file, 'utf8');
    if (!parts.some((part) => text.includes(part))) continue;
    fs.writeFileSync(file, pointAtCombined(text, parts, combined));
    files++;
  }
  // The parts stay on disk: a page cached before this build may still ask for them.
  return { parts, combined, bytes: Buffer.byteLength(css), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'out';
  const result = combineStylesheets(outDir);
  console.log(result.files === 0 ? `nothing to combine in ${outDir}/ (${result.parts.length} stylesheet)` : `${result.parts.length} stylesheets → ${result.combined} (${(result.bytes / 1000).toFixed(1)} kB), ${result.files} files pointed at it`);
}
