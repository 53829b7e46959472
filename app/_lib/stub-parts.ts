/**
 * What the site needs of a generated section's stubs, read from the files gen wrote
 * (generated-stub-pages.ts gives each as a page module): the route a stub names, the parts
 * Nextra's MDX loader compiles from it, and the section's stubs listed as a route's
 * `import.meta.glob` lists files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EvaluateResult } from 'nextra';
import { frontMatterOf } from './generated-page-map';
import type { SectionPageFiles } from './section-pages';

/** The route a stub names, from its one line; undefined for a file that is not a generated stub. */
export function stubRoute(text: string): string | undefined {
  const line = /^<GeneratedPage route=\{("(?:[^"\\]|\\.)*")\} \/>$/m.exec(text)?.[1];
  return line === undefined ? undefined : (JSON.parse(line) as string);
}

/**
 * A stub's route and what Nextra's loader compiles from it: `metadata` (its front matter and
 * `filePath`, the file relative to the repository), `sourceCode` (its text, trimmed) and `toc`
 * (none: a generated page's headings come from its model).
 */
export function stubParts(file: string, text: string) {
  const route = stubRoute(text);
  if (route === undefined)
    throw new Error(
      `${file} is not a generated page (front matter, then <GeneratedPage route={"…"} />): run \`npm run gen\``,
    );
  const metadata = { ...frontMatterOf(text), filePath: file } as EvaluateResult['metadata'];
  const toc: EvaluateResult['toc'] = [];
  return { route, metadata, sourceCode: text.trim(), toc };
}

/** Each folder's MDX files and subfolders, by its time of change (gen renames every file into its folder). */
const listings = new Map<string, { mtimeMs: number; files: string[]; folders: string[] }>();

function listing(dir: string) {
  const mtimeMs = fs.statSync(dir).mtimeMs;
  const last = listings.get(dir);
  if (last?.mtimeMs === mtimeMs) return { listing: last, changed: false };
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const made = {
    mtimeMs,
    files: entries.filter((e) => e.isFile() && e.name.endsWith('.mdx')).map((e) => e.name),
    // `_pages/` and the other `_` folders hold models, not pages.
    folders: entries.filter((e) => e.isDirectory() && !e.name.startsWith('_')).map((e) => e.name),
  };
  listings.set(dir, made);
  return { listing: made, changed: true };
}

const sections = new Map<string, SectionPageFiles>();

/**
 * The stubs of `section` in the shape of a route's `import.meta.glob` (`../../../content/api/get-run.mdx`
 * → its loader, `load` of the file's absolute path and its path from `root`), listed from its
 * folder: the same map while no folder in it changed, so a page added or removed by `npm run dev`
 * is found on the next render.
 */
export function sectionStubFiles(
  section: string,
  contentDir: string,
  root: string,
  load: (absolute: string, file: string) => EvaluateResult,
): SectionPageFiles {
  const files: string[] = [];
  let changed = false;
  const walk = (rel: string) => {
    const dir = path.join(contentDir, rel);
    if (!fs.existsSync(dir)) return;
    const found = listing(dir);
    changed ||= found.changed;
    for (const name of found.listing.files) files.push(`${rel}/${name}`);
    for (const name of found.listing.folders) walk(`${rel}/${name}`);
  };
  walk(section);
  const key = `${contentDir}\0${section}`;
  const last = sections.get(key);
  // A folder added or removed changes its parent's time; the count covers a section folder removed whole.
  if (last && !changed && Object.keys(last).length === files.length) return last;
  const made: SectionPageFiles = Object.fromEntries(
    files.map((rel) => {
      const absolute = path.join(contentDir, rel);
      return [`../../../content/${rel}`, async () => load(absolute, path.relative(root, absolute))];
    }),
  );
  sections.set(key, made);
  return made;
}
