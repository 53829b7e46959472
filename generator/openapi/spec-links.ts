/**
 * Relative links in a spec's Markdown that was written for another site (a mounted API such as
 * GitHub's, whose `/rest/...` links mean docs.github.com): on this site they would point at pages
 * that do not exist and fail the link check. They are resolved against the spec's
 * `externalDocs.url`, or, when it has none, shown as plain text. Bare `#fragment` links name
 * headings of the spec's own docs pages: plain text too. Links into the API's own pages
 * (`routeBase`) and absolute URLs are kept. Server URLs are not used as a base: they
 * name the API's hosts, not its documentation.
 */

export interface SpecLinkPolicy {
  /** Route of the API's pages on this site; links under it are kept. */
  routeBase: string;
  /** Absolute URL the spec's relative links are relative to (its `externalDocs.url`). */
  base?: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** What a link from spec text becomes: the same URL, another URL, or null for plain text. */
export function resolveSpecLink(url: string, policy: SpecLinkPolicy): string | null {
  if (url === '' || url.startsWith('//') || SCHEME.test(url)) return url;
  // A bare fragment names a heading of the spec's own docs page, which this site does not have.
  if (url.startsWith('#')) return null;
  const path = url.split(/[?#]/)[0];
  if (path === policy.routeBase || path.startsWith(`${policy.routeBase}/`)) return url;
  if (!policy.base) return null;
  try {
    return new URL(url, policy.base).href;
  } catch {
    return null;
  }
}

// Code (fenced blocks and spans) is left alone; then inline links and images, then link
// reference definitions. Link text may hold one level of brackets; destinations may be <…>.
const TOKENS = new RegExp(
  [
    /(?<fence>^ {0,3}(?<fenceMark>`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\k<fenceMark>[^\n]*$|(?![\s\S])))/.source,
    /(?<span>(?<ticks>`+)[\s\S]*?\k<ticks>)/.source,
    /(?<inline>(?<bang>!?)\[(?<text>(?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\((?<lead>\s*)(?<dest><[^>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()]*)*)(?<rest>(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*)\))/
      .source,
    /(?<definition>^(?<defLead> {0,3}\[[^\]\n]+\]:[ \t]*)(?<defDest><[^>\n]*>|\S+)(?<defRest>[^\n]*))/.source,
  ].join('|'),
  'gm',
);

/** `markdown` with every link destination passed through `resolve` (null: the link becomes its text). */
export function rewriteMarkdownLinks(markdown: string, resolve: (url: string) => string | null): string {
  return markdown.replace(TOKENS, (whole, ...args) => {
    const g = args[args.length - 1] as Record<string, string | undefined>;
    if (g.fence !== undefined || g.span !== undefined) return whole;
    if (g.inline !== undefined) {
      const dest = g.dest!;
      const bare = dest.startsWith('<') ? dest.slice(1, -1) : dest;
      const to = resolve(bare);
      if (to === bare) return whole;
      if (to === null) return g.text!;
      const written = dest.startsWith('<') ? `<${to}>` : to;
      return `${g.bang}[${g.text}](${g.lead}${written}${g.rest})`;
    }
    const dest = g.defDest!;
    const bare = dest.startsWith('<') ? dest.slice(1, -1) : dest;
    const to = resolve(bare);
    if (to === bare) return whole;
    // A definition with nowhere to point is dropped: its references then read as plain text.
    if (to === null) return '';
    return `${g.defLead}${dest.startsWith('<') ? `<${to}>` : to}${g.defRest}`;
  });
}

/** Keys whose values are data, not spec text: examples and literal values are shown as written. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);
/** Spec text shown as Markdown: descriptions, and summaries (GitHub's webhook summaries hold links). */
const TEXT_KEYS = new Set(['description', 'summary']);
/** Extensions that hold spec text shown on pages: 3.0's webhooks (GitHub's link `#push` from `delete`). */
const SPEC_TEXT_EXTENSIONS = new Set(['x-webhooks']);

/**
 * Rewrites, in place, the links of every Markdown `description` and `summary` in an OpenAPI document (whose
 * references may already be resolved into shared, even circular, objects); not inside the objects
 * `skip` names (already rewritten).
 */
export function rewriteSpecLinks(doc: unknown, policy: SpecLinkPolicy, skip?: (node: object) => boolean): void {
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node) || skip?.(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (TEXT_KEYS.has(key) && typeof value === 'string')
        record[key] = rewriteMarkdownLinks(value, (url) => resolveSpecLink(url, policy));
      else if (!DATA_KEYS.has(key) && (!key.startsWith('x-') || SPEC_TEXT_EXTENSIONS.has(key))) visit(value);
    }
  };
  visit(doc);
}
