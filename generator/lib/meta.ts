import type { FileRecord } from './files.ts';

/** The `_meta.ts` beside a generated `_meta.json`: Nextra reads `_meta.{js,ts}` only, the data stays JSON. */
export const META_TS = "import meta from './_meta.json';\nexport default meta;\n";

/** A generated folder's sidebar: `_meta.json` and the `_meta.ts` that hands it to Nextra. */
export function metaRecords(folder: string, meta: Record<string, unknown>, metaTs = META_TS): FileRecord[] {
  const prefix = folder ? `${folder}/` : '';
  return [
    { path: `${prefix}_meta.json`, content: JSON.stringify(meta, null, 2) + '\n' },
    { path: `${prefix}_meta.ts`, content: metaTs },
  ];
}
