/**
 * The one source of the HTTP headers the exported site is served with: security headers, the
 * Content-Security-Policy (per page, since each page's inline scripts differ) and cache rules.
 * `npm run build` writes them for nginx (`out/_nginx/`, included by `deploy/nginx.conf`) and for
 * static hosts that read a `_headers` file (`out/_headers`), so both say the same.
 */

/** Hashed, content-addressed build assets: never change under their name. */
export const IMMUTABLE_PATH_PREFIX = '/_next/static/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, search index, downloads): cached, but checked with the server before use. */
export const CACHE_REVALIDATE = 'no-cache';

/** Sent with every response, whatever its status. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // frame-ancestors in the CSP is the rule; X-Frame-Options says the same to older browsers.
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

/**
 * The policy of a page whose inline scripts have these hashes (`sha256-…`). Scripts run from this
 * site and, inline, only when their hash is listed; no `unsafe-eval` ('wasm-unsafe-eval' lets
 * Pagefind compile its WebAssembly). Styles may be inline: the theme, Mermaid's SVG and React set
 * style attributes. Connections stay on this origin (docs/decisions.md, "Running-site behaviours"), except an operation page's: its request
 * builder sends to the API's servers and OAuth endpoints (`connectSources`).
 */
export function contentSecurityPolicy(inlineScriptHashes: string[], connectSources: readonly string[] = []): string {
  const scripts = ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
