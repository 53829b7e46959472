/**
 * A second API in the API section, in a folder of its own (`/api/{mount}/…`): how the large-spec
 * benchmark and test add a big description to the site while our own API and every link into it
 * stay as they are. Set by `SANDGARDEN_EXTRA_API=mount=path/to/spec` for both `npm run gen` and
 * `npm run build` (whose freshness check regenerates with the same setting).
 */
import type { FileRecord } from '../lib/files.ts';

export const EXTRA_API_ENV = 'SANDGARDEN_EXTRA_API';

export interface ExtraApi {
  /** Folder under the API section, a kebab-case name. */
  mount: string;
  specFile: string;
}

export function parseExtraApi(value: string | undefined): ExtraApi | undefined {
  if (!value) return undefined;
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)=(.+)$/.exec(value);
  if (!match)
    throw new Error(
      `${EXTRA_API_ENV}="${value}" is not MOUNT=SPEC_FILE: write e.g. ${EXTRA_API_ENV}=github=path/to/openapi.json (MOUNT in kebab-case)`,
    );
  return { mount: match[1], specFile: match[2] };
}

/** `base` (the section's own pages) with `mounted` moved into the folder `mount` and listed last in the sidebar. */
export function mountApiRecords(base: FileRecord[], mounted: FileRecord[], mount: string, title: string): FileRecord[] {
  const clash = base.find((r) => r.path === `${mount}.mdx` || r.path.startsWith(`${mount}/`));
  if (clash)
    throw new Error(
      `cannot mount an API at "${mount}": the section already has ${clash.path}; choose another MOUNT in ${EXTRA_API_ENV}`,
    );
  return [
    ...base.map((record) => {
      if (record.path !== '_meta.json') return record;
      const meta = JSON.parse(record.content) as Record<string, unknown>;
      return { path: record.path, content: JSON.stringify({ ...meta, [mount]: title }, null, 2) + '\n' };
    }),
    ...mounted.map((record) => ({ path: `${mount}/${record.path}`, content: record.content })),
  ];
}
