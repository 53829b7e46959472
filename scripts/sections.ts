/**
 * The generator sections `npm run gen` runs, in order. Each returns its output directories with
 * the files they must hold; nothing here writes files.
 */
import type { FileRecord } from './lib/files.ts';
import { assertSidebars } from './docs/sidebars.ts';

export interface GenOptions {
  /** Generate only the API pages of this OpenAPI file… */
  apiSpec?: string;
  /** …into this directory. */
  out?: string;
}

export interface Output {
  dir: string;
  records: FileRecord[];
}

export interface GenSection {
  name: string;
  generate(): Promise<Output[]>;
}

/** Folders under content/ that generators own; hand-written rules do not apply to them. */
export const GENERATED_CONTENT = ['api', 'cli', 'tags', 'category'];

export function sections(options: GenOptions): GenSection[] {
  const docsSidebars: GenSection = {
    name: 'docs sidebars',
    async generate() {
      await assertSidebars('content', GENERATED_CONTENT);
      return [];
    },
  };
  if (options.apiSpec) return [];
  return [docsSidebars];
}
