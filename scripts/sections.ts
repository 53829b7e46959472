/**
 * The generator sections `npm run gen` runs, in order. Each returns its output directories with
 * the files they must hold; nothing here writes files.
 */
import type { FileRecord } from './lib/files.ts';
import { assertSidebars } from './docs/sidebars.ts';
import { apiSectionOutputs } from './openapi/section.ts';

export interface GenOptions {
  /** Generate only the API pages of this OpenAPI file… */
  apiSpec?: string;
  /** …into this directory. */
  out?: string;
}

export interface Output {
  dir: string;
  records: FileRecord[];
  /** `dir` is shared with hand-made files (`public/`): only these files are written and compared. */
  partial?: boolean;
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
  const api: GenSection = {
    name: 'API reference',
    generate: () => apiSectionOutputs({ specFile: options.apiSpec, out: options.out }),
  };
  if (options.apiSpec) return [api];
  return [docsSidebars, api];
}
