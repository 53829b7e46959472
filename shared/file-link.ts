/**
 * Links to files, not pages. The router prefetches and routes internal links client-side by
 * fetching the target's page data (`/x/__next._tree.txt`), which a file such as
 * `/api/changelog.xml` does not have: each such link logged a 404 on every load. A link to a file
 * is a plain `<a>`, loaded by the browser. Page routes of this site have no dot in their last
 * segment (the older API versions are `v1-2-0` for this reason), so an extension names a file;
 * `.html` is the one exception, a page under its exported name.
 */
export function isFileHref(href: string | undefined): boolean {
  if (!href) return false;
  const path = href.split(/[?#]/, 1)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  if (dot <= 0 || dot === last.length - 1) return false;
  return last.slice(dot + 1).toLowerCase() !== 'html';
}
