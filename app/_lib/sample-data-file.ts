/**
 * A page's data file of lazy samples (shared/api/sample-data.ts), written at build time: each
 * lazy tab's highlighted block as the page would have drawn it (`HtmlCode`'s compact text and
 * class, `CodeFrame`'s buttons), so choosing the language later draws the same code.
 */
import path from 'node:path';
import { CodeTokenSpan } from '../../components/code-tokens';
import { drawElementTree } from '../../components/element-tree-view';
import { compactCodeProps } from '../../components/code-props';
import type { ElementTree } from '../../shared/element-tree';
import type { PageBlock } from '../../shared/page-model';
import { fileSampleCards, sampleDataHref, type SampleData, type SampleDataEntry } from '../../shared/api/sample-data';
import { readSectionIndex, readSectionPage } from '../../shared/section-model-files';
import { readModelFile } from './model-file';

/** The API section's folder: the pages whose cards load samples from a data file are its recipes. */
const API_DIR = path.join(process.cwd(), 'content', 'api');

type Element = Exclude<ElementTree, string>;
const isElement = (node: ElementTree | undefined, tag: string): node is Element =>
  typeof node === 'object' && node.tag === tag;

/** A highlighted code block as `CodeFrame` and `HtmlCode` draw it; undefined for any other block. */
export function sampleDataEntry(block: PageBlock): SampleDataEntry | undefined {
  const pre = block.kind === 'code' ? block.tree?.[0] : undefined;
  if (!isElement(pre, 'pre') || pre.props?.['data-filename'] || pre.props?.className) return undefined;
  const code = pre.children?.find((child) => isElement(child, 'code')) as Element | undefined;
  if (!code) return undefined;
  const compact = compactCodeProps({
    ...(code.props ?? {}),
    children: drawElementTree(code.children ?? [], { span: CodeTokenSpan }),
  });
  return compact && { ...compact, copy: pre.props?.['data-copy'] === '', wrap: pre.props?.['data-word-wrap'] === '' };
}

/** The data file of the page's cards; fails naming the block it cannot write. */
export function sampleData(route: string, blocks: readonly PageBlock[]): SampleData {
  const data: SampleData = {};
  for (const card of fileSampleCards(blocks)) {
    data[card.id] = {};
    for (const tab of card.tabs) {
      const entry = sampleDataEntry(tab.block);
      if (!entry)
        throw new Error(
          `${route}: the ${tab.id} sample of card ${card.id} is no highlighted code block a data file can hold\n  fix: run \`npm run gen\``,
        );
      data[card.id][tab.id] = entry;
    }
  }
  return data;
}

/** The API pages with cards that load from a data file, each with its file's URL. */
export function pagesWithSampleData(): Array<{ route: string; href: string; blocks: PageBlock[] }> {
  const found = readSectionIndex(API_DIR, readModelFile);
  if (!found) return [];
  return Object.keys(found.index.pageFiles).flatMap((route) => {
    const blocks = readSectionPage(found, route, readModelFile)?.blocks ?? [];
    return fileSampleCards(blocks).length > 0 ? [{ route, href: sampleDataHref(route), blocks }] : [];
  });
}
