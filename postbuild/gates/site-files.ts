/**
 * How the static server maps URLs onto the exported files in `out/`: clean URLs (`/a/b` serves
 * `a/b.html`, or `a/b/index.html`), `/` serves `index.html`, anything else is a file as-is.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every `.html` file under `dir`, as paths relative to it with forward slashes, sorted. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/** The URL path a page file is served at: `index.html` → `/`, `a/b.html` and `a/b/index.html` → `/a/b`. */
export function routeOf(file: string): string {
  const withoutExtension = file.replace(/\.html$/, '');
  const route = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return '/' + route;
}

/** Error pages the server answers unknown paths with: not pages of their own. */
export function isErrorPage(file: string): boolean {
  return file === '404.html' || file === '_not-found.html' || file === '500.html';
}

/**
 * The file under `dir` that the server answers `urlPath` (decoded, no query or hash) with, or
 * null when it would answer 404. `exists` is injectable so tests can use an in-memory tree.
 */
export function resolveUrlPath(urlPath: string, exists: (relative: string) => boolean): string | null {
  const relative = urlPath.replace(/^\/+/, '');
  if (relative === '') return exists('index.html') ? 'index.html' : null;
  if (relative.split('/').some((segment) => segment === '..')) return null;
  const candidates = relative.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find(exists) ?? null;
}

export function fileExistsIn(dir: string): (relative: string) => boolean {
  return (relative) => {
    try {
      return fs.statSync(path.join(dir, relative)).isFile();
    } catch {
      return false;
    }
  };
}
