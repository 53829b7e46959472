/**
 * A section's MDX pages, as its catch-all route lists them with `import.meta.glob` (each route
 * names only its own content folder). Nextra's `importPage` requires `content/${file}`, which
 * makes the bundler take every MDX file of the site into every catch-all route: `next dev`
 * compiled all ~530 pages (the older API versions too) before it served the first one.
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
