import type { FileRecord } from '../lib/files.ts';
import { loadDocsInput } from './load.ts';
import { assertEveryTagUsed, buildDocsModel, type DocsModel } from './model.ts';
import { renderCategoryPages, renderTagPages } from './render.ts';

export interface DocsOutput {
  model: DocsModel;
  /** Files for `content/category/`. */
  category: FileRecord[];
  /** Files for `content/tags/`. */
  tags: FileRecord[];
}

/** Reads the docs tree under `root` and returns the category and tag pages to write. */
export async function generateDocs(root: string): Promise<DocsOutput> {
  const model = buildDocsModel(await loadDocsInput(root));
  assertEveryTagUsed(model);
  return { model, category: renderCategoryPages(model), tags: renderTagPages(model) };
}
