/**
 * A code block's HTML (as components/code-html.ts writes it) in a compact form for the page's
 * payload, and back. In the payload every `<` and `>` of the HTML costs six bytes (`\u003c`), so a
 * token's `<span class=k1>…</span>` cost 41; here each tag is one private-use character (three
 * bytes) and the text is raw, escaped again when expanded. The browser expands it with
 * `expandCode` (components/code-text.tsx); the HTML of the page is the expanded form.
 */

const FIRST = 0xe000;
/** The tags code-html.ts writes for colour runs, lines and unbroken flags, by private-use character. */
const TAGS = ['</span>', '<span>', ...'0123456789abc'.split('').map((k) => `<span class=k${k}>`), '<span class=nb>'];
const TAG_CODE = new Map(TAGS.map((tag, i) => [tag, String.fromCharCode(FIRST + i)]));
/**
 * A token the themes draw in more than colour (a regular expression's escape is bold) keeps its
 * inline style: its tag is kept as written between these two characters, which stand for `<` and `>`.
 */
const OPEN = String.fromCharCode(FIRST + TAGS.length);
const CLOSE = String.fromCharCode(FIRST + TAGS.length + 1);
const STYLED_TAG = /^<span style="[^"&<>]*">$/;
const LAST = FIRST + TAGS.length + 1;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const MARKERS = new RegExp(`[\\u${FIRST.toString(16)}-\\u${LAST.toString(16)}]`);

/**
 * The compact form of a code block's HTML, or undefined when it holds anything else than those
 * tags and escaped text (attributes, styles), or text with the private-use characters used here.
 */
export function compactCode(html: string): string | undefined {
  if (MARKERS.test(html)) return undefined;
  let ok = true;
  const compact = html.replace(/<[^>]*>|&[a-z]+;|&#?[0-9a-z]*;?/gi, (piece) => {
    const tag =
      TAG_CODE.get(piece) ??
      ENTITIES[piece] ??
      (STYLED_TAG.test(piece) ? OPEN + piece.slice(1, -1) + CLOSE : undefined);
    if (tag === undefined) ok = false;
    return tag ?? piece;
  });
  return ok ? compact : undefined;
}

const EXPAND = new RegExp(`[&<>\\u${FIRST.toString(16)}-\\u${LAST.toString(16)}]`, 'g');
const EXPANDED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', [OPEN]: '<', [CLOSE]: '>' };

/** The HTML of a compact code block: its tags back, its text escaped. */
export function expandCode(compact: string): string {
  return compact.replace(EXPAND, (c) => EXPANDED[c] ?? TAGS[c.charCodeAt(0) - FIRST]);
}
