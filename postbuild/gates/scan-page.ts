/** What the release gates need from one exported page, read in one pass over its HTML. */
import { startTags } from './html.ts';

export interface PageLink {
  /** The element and attribute the URL came from, e.g. `a[href]`. */
  source: string;
  url: string;
}

export interface PageHead {
  description?: string;
  canonical?: string;
  ogTitle?: string;
  ogDescription?: string;
  robots?: string;
  /** The target of a `<meta http-equiv="refresh">` redirect page. */
  refresh?: string;
  icons: string[];
}

export interface PageScan {
  links: PageLink[];
  /** Fragment targets: every `id` and every `<a name>`. */
  anchors: Set<string>;
  head: PageHead;
}

const SRC_TAGS = new Set(['script', 'img', 'iframe', 'source', 'video', 'audio', 'track', 'embed', 'input']);
/** `<link rel>` values that name another origin or nothing to fetch from this site's files. */
const NON_RESOURCE_RELS = new Set(['preconnect', 'dns-prefetch']);

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

export function scanPage(html: string): PageScan {
  const links: PageLink[] = [];
  const anchors = new Set<string>();
  const head: PageHead = { icons: [] };
  const add = (source: string, url: string | undefined) => {
    if (url !== undefined && url.trim() !== '') links.push({ source, url: url.trim() });
  };

  for (const { name, attrs } of startTags(html)) {
    const id = attrs.get('id');
    if (id) anchors.add(id);
    if (name === 'a' && attrs.get('name')) anchors.add(attrs.get('name')!);

    if (name === 'a' || name === 'area') add(`${name}[href]`, attrs.get('href'));
    else if (name === 'link') {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.some((r) => NON_RESOURCE_RELS.has(r))) continue;
      add('link[href]', attrs.get('href'));
      if (rel.includes('canonical')) head.canonical = attrs.get('href');
      if (rel.includes('icon') || rel.includes('shortcut') || rel.includes('apple-touch-icon')) {
        const href = attrs.get('href');
        if (href) head.icons.push(href);
      }
    } else if (name === 'meta') {
      const key = (attrs.get('name') ?? attrs.get('property') ?? '').toLowerCase();
      const content = attrs.get('content');
      if (key === 'description') head.description = content;
      else if (key === 'og:title') head.ogTitle = content;
      else if (key === 'og:description') head.ogDescription = content;
      else if (key === 'robots') head.robots = content;
      if ((attrs.get('http-equiv') ?? '').toLowerCase() === 'refresh' && content) {
        const target = /url\s*=\s*['"]?([^'"]+)/i.exec(content)?.[1];
        if (target) {
          head.refresh = target.trim();
          add('meta[http-equiv=refresh]', head.refresh);
        }
      }
    }

    if (SRC_TAGS.has(name)) add(`${name}[src]`, attrs.get('src'));
    if (name === 'img' || name === 'source')
      for (const url of srcsetUrls(attrs.get('srcset') ?? '')) add(`${name}[srcset]`, url);
    if (name === 'video') add('video[poster]', attrs.get('poster'));
    if (name === 'object') add('object[data]', attrs.get('data'));
  }
  return { links, anchors, head };
}
