/**
 * A section's MDX pages, as its catch-all route lists them with `import.meta.glob` (each route
 * names only its own content folder): its pages are loaded and its static params listed from
 * them. Nothing here may import `nextra/pages`: its `importPage` requires `content/${file}`, which
 * makes the bundler take every file under `content/` (every section's MDX and JSON models) into
 * every route that imports the module, even for `generateStaticParamsFor` alone.
 */
import type { EvaluateResult } from 'nextra';

/** The glob's map: a file as the route wrote it (`../../../content/api/get-run.mdx`) → its loader. */
export type SectionPageFiles = Record<string, () => Promise<EvaluateResult>>;

const CONTENT = '/content/';
/** `../../../content/api/get-run.mdx` → `api/get-run.mdx`: the file below `content/`. */
const contentFile = (key: string) => {
  const at = key.indexOf(CONTENT);
  return at < 0 ? key : key.slice(at + CONTENT.length);
};

// A route's glob map is made once per module; indexed once, not on every page it renders.
const indexed = new WeakMap<SectionPageFiles, Map<string, () => Promise<EvaluateResult>>>();
function filesByContentPath(files: SectionPageFiles) {
  let byFile = indexed.get(files);
  if (!byFile)
    indexed.set(files, (byFile = new Map(Object.entries(files).map(([key, load]) => [contentFile(key), load]))));
  return byFile;
}

/**
 * The loader of the page at `pagePath` (the route's segments, decoded): `content/{route}.mdx`, or
 * `content/{route}/index.mdx` for a folder's own page, as Nextra maps routes to files. Undefined
 * when the section's files hold neither.
 */
export function sectionPageLoader(
  files: SectionPageFiles,
  pagePath: string[],
): (() => Promise<EvaluateResult>) | undefined {
  const route = pagePath.join('/');
  const candidates = route === '' ? ['index.mdx'] : [`${route}.mdx`, `${route}/index.mdx`];
  const byFile = filesByContentPath(files);
  for (const file of candidates) {
    const load = byFile.get(file);
    if (load) return load;
  }
  return undefined;
}

/**
 * The route of each page the files hold, as Nextra names it (`api/get-run.mdx` → `api/get-run`,
 * a folder's `index.mdx` → the folder, the top `index.mdx` → the empty route).
 */
function routeOfFile(file: string): string {
  const parts = file.replace(/\.mdx$/, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.join('/');
}

/**
 * The static params of a section's catch-all route: one per page its files hold, with the
 * section's base segments (`prefix`) removed, in the shape Nextra's `generateStaticParamsFor`
 * gives (the top page's route is `['']`).
 */
export function sectionParamsFromFiles(files: SectionPageFiles, prefix: string[]): { mdxPath: string[] }[] {
  return [...filesByContentPath(files).keys()]
    .map((file) => routeOfFile(file).split('/'))
    .filter((segments) => prefix.every((segment, i) => segments[i] === segment))
    .map((segments) => ({ mdxPath: segments.slice(prefix.length) }))
    .sort((a, b) => a.mdxPath.join('/').localeCompare(b.mdxPath.join('/')));
}
