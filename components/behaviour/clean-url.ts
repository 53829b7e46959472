/**
 * Where a `.html` address belongs: `/x.html` and `/x/index.html` are the clean `/x`, `/index.html`
 * is `/`. Static hosts that serve the exported files as they are leave such paths in the address bar.
 */
export function cleanHtmlPath(pathname: string): string | null {
  const clean = pathname.replace(/(?:\/index)?\.html$/, '');
  if (clean === pathname) return null;
  return clean === '' ? '/' : clean;
}
