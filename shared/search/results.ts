/**
 * Turns Pagefind's result data into what a search result shows: a clean URL (to the heading
 * that matched best, when there is one), the page title, its section, and the excerpt as plain
 * text runs with highlighted parts. Pure; no DOM, no HTML strings reach React.
 */
import { SEARCH_SECTIONS, type SearchSection } from './page-search-data';

/** The parts of Pagefind's `result.data()` this module reads. */
export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}
/** An element with an id, as Pagefind recorded it; `title` is its `data-pagefind-title` (a field's path). */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  title?: string;
  location: number;
}
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  locations?: number[];
  weighted_locations?: PagefindLocation[];
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
  /** Every element with an id on the page, in page order. */
  anchors?: PagefindAnchor[];
}

export interface ExcerptPart {
  text: string;
  highlight: boolean;
}

export interface SearchHit {
  /** Where the result leads: the page, or the page's matching heading (`#anchor`). */
  url: string;
  /** The page's own URL. */
  pageUrl: string;
  title: string;
  /** The heading the URL points at, when it is not the page top; for a field, its path and heading (`output.summary in 200 OK`). */
  heading?: string;
  section?: SearchSection;
  excerpt: ExcerptPart[];
  /** API pages: `POST` and `/api/v1/workflows`; CLI pages: the command line. */
  method?: string;
  path?: string;
  command?: string;
  /** The operationId in words and other names the page answers to. */
  keywords?: string;
  /** When the result leads to a schema field: the field's own name (`summary` of `output.summary`). */
  field?: string;
}

/** `/api/start-run.html#x` → `/api/start-run#x`, `/index.html` → `/` (the export's clean URLs). */
export function cleanUrl(url: string): string {
  const [beforeHash, hash] = url.split('#', 2) as [string, string | undefined];
  let path = beforeHash.replace(/\.html$/, '');
  if (path === '/index' || path === 'index') path = '/';
  else path = path.replace(/\/index$/, '') || '/';
  return hash ? `${path}#${hash}` : path;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind excerpts are escaped text with `<mark>` around matches. Splits one into runs; any
 * other tag is dropped, so page text can never become markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlight = false;
  for (const token of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) highlight = true;
    else if (/^<\/mark>$/i.test(token)) highlight = false;
    else {
      const text = decodeEntities(token.replace(/<[^>]*>/g, ''));
      if (!text) continue;
      const last = parts[parts.length - 1];
      if (last && last.highlight === highlight) last.text += text;
      else parts.push({ text, highlight });
    }
  }
  return parts;
}

function locationScore(sub: PagefindSubResult): number {
  if (sub.weighted_locations?.length) return sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
  return sub.locations?.length ?? 0;
}

/** The sub-result (page top or heading) where the query matched best; ties go to the earlier one. */
export function bestSubResult(data: PagefindResultData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  let bestScore = -1;
  for (const sub of data.sub_results ?? []) {
    const score = locationScore(sub);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

function sectionOf(data: PagefindResultData): SearchSection | undefined {
  const value = data.filters?.section?.[0];
  return SEARCH_SECTIONS.find((s) => s === value);
}

/**
 * A schema field's sub-result (its row carries its path as `data-pagefind-title`) named with the
 * heading above it: `output.summary in 200 OK`, `workflow in Query parameters`.
 */
export function fieldHeading(data: PagefindResultData, anchor: PagefindAnchor): string | undefined {
  if (!anchor.title?.trim() || /^h\d$/i.test(anchor.element)) return undefined;
  let above: PagefindAnchor | undefined;
  for (const a of data.anchors ?? []) {
    if (a.location > anchor.location) break;
    if (/^h[2-6]$/i.test(a.element) && a.text?.trim()) above = a;
  }
  return above ? `${anchor.title.trim()} in ${above.text!.trim()}` : anchor.title.trim();
}

/** One result as the search list shows it. */
export function toSearchHit(data: PagefindResultData): SearchHit {
  const pageUrl = cleanUrl(data.url);
  const title = data.meta.title?.trim() || pageUrl;
  const sub = bestSubResult(data);
  const anchored = sub?.anchor?.id && cleanUrl(sub.url) !== pageUrl ? sub : undefined;
  const field =
    anchored?.anchor && fieldHeading(data, anchored.anchor) !== undefined
      ? anchored.anchor.title!.trim().split('.').pop()
      : undefined;
  return {
    url: anchored ? cleanUrl(anchored.url) : pageUrl,
    pageUrl,
    title,
    heading: anchored
      ? ((anchored.anchor && fieldHeading(data, anchored.anchor)) ??
        (anchored.title.trim() !== title ? anchored.title.trim() : undefined))
      : undefined,
    section: sectionOf(data),
    excerpt: excerptParts((anchored ?? sub)?.excerpt || data.excerpt),
    method: data.meta.method,
    path: data.meta.path,
    command: data.meta.command,
    keywords: data.meta.keywords,
    ...(field ? { field } : {}),
  };
}
