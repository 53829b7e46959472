/**
 * The page's first paint waits until its content is parsed, so that it holds the article, not
 * the announcement bar alone. Without it, Chromium paints the bar while the rest of the document
 * is still arriving, then lays out the whole article in one task right after that paint: on an
 * operation page 120–270 ms at a phone's CPU speed, which the reader sits through with a page on
 * screen that does not answer, and which Lighthouse counts as blocking time. Held, the same
 * layout happens once, before the first paint; the article shows when it did before
 * (docs/performance.md, "The first paint waits for the page").
 *
 * `<link rel="expect" blocking="render">` holds rendering until the element it names has been
 * parsed (or the document has, if it never comes); browsers without it paint as before. The
 * element is the footer's, the last of every page before the page's data for React: at most
 * 15 kB gzip of HTML comes before it on any page.
 */
export const PAGE_END_ID = 'sg-page-end';

export function FirstPaintHold() {
  return <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />;
}
