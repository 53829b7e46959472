/**
 * What the older releases' references of the API and of sand share: each release's pages as the
 * version picker reads them, the data file (`shared/reference-versions.ts`), and the older
 * section's folders with their sidebar. The API's (`generator/openapi/versions.ts`) and the CLI's
 * (`generator/cli/versions.ts`) render the pages; this lays them out the one way.
 */
import type { FileRecord } from '../lib/files.ts';
import {
  versionSlug,
  type ReferenceHistory,
  type ServedVersion,
  type VersionsData,
} from '../../shared/reference-versions.ts';

/** A stub's path below its release's folder → the page's path below the release's base (`sand/runs/index.mdx` → `sand/runs`). */
export const pageOfStub = (file: string) => file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');

const byKey = <T>(entries: Array<[string, T]>) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** One release as the picker and the banner read it; `pages`: each page below `base` with the item it is about. */
export function servedVersion(
  release: { version: string; status: ServedVersion['status']; date: string; sunset?: string },
  base: string,
  pages: Array<[string, string | null]>,
): ServedVersion {
  return {
    version: release.version,
    status: release.status,
    date: release.date,
    ...(release.sunset ? { sunset: release.sunset } : {}),
    base,
    overview: base,
    pages: Object.fromEntries(byKey(pages)),
  };
}

/** The picker's data: the served releases (newest first) and, per item, the releases (oldest first) that have it. */
export function versionsData(
  releases: ReadonlyArray<{ version: string }>,
  itemsOf: (version: string) => readonly string[],
  served: ServedVersion[],
): VersionsData {
  const items: Record<string, string[]> = {};
  for (const { version } of releases) for (const item of itemsOf(version)) (items[item] ??= []).push(version);
  return {
    versions: served,
    items: Object.fromEntries(byKey(Object.entries(items))),
    releases: releases.map((r) => r.version),
  };
}

/** One older release's rendered files, below its folder. */
export interface OlderReference {
  version: string;
  /** The sidebar's and navbar's name of its folder. */
  title: string;
  records: readonly FileRecord[];
}

/**
 * The older section's files: one folder per release (`v1-3-0/…`) and the section's sidebar. With
 * none, one unlisted page that says why: Nextra needs a page for every top-level `_meta` key
 * (content/_meta.ts names the section).
 */
export function olderSectionRecords(references: readonly OlderReference[], none: { title: string; text: string }) {
  if (references.length === 0)
    return [{ path: 'index.mdx', content: `---\ntitle: ${none.title}\nunlisted: true\n---\n\n${none.text}\n` }];
  const records: FileRecord[] = [];
  const sidebar: Record<string, string> = {};
  for (const reference of references) {
    const slug = versionSlug(reference.version);
    records.push(...reference.records.map((r) => ({ path: `${slug}/${r.path}`, content: r.content })));
    sidebar[slug] = reference.title;
  }
  records.push(
    { path: '_meta.json', content: JSON.stringify(sidebar, null, 2) + '\n' },
    { path: '_meta.ts', content: "import meta from './_meta.json';\nexport default meta;\n" },
  );
  return records;
}

/** Each served release's reference, by version: `/api`, `/api-versions/v1-3-0`, … (the changelogs link them). */
export const referenceBases = (data: VersionsData): ReadonlyMap<string, string> =>
  new Map(data.versions.map((v) => [v.version, v.base]));

/** The data file's record, under `public/`. */
export const versionsDataRecord = (history: Pick<ReferenceHistory, 'dataFile'>, data: VersionsData): FileRecord => ({
  path: history.dataFile,
  content: JSON.stringify(data) + '\n',
});
