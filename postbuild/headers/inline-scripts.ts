/**
 * The hashes a Content-Security-Policy must list for a page's inline scripts to run: Next's RSC
 * payload pushes (`self.__next_f.push(…)`), the theme's no-flash script and the banner's.
 * A script element's text is raw text in HTML, ending at the first `</script`, so the exact bytes
 * the browser hashes are those between the tags; a pattern finds them exactly.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs as script; data blocks (`application/json`, `application/ld+json`) never run.
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** `sha256-…` of each distinct inline script of the page that a browser would run, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes!)) continue;
    const type = TYPE.exec(attributes!);
    if (type && !RUNNABLE_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())) continue;
    const hash = `sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}
