/**
 * The one Markdown converter for a generated page's blocks (shared/page-model.ts), any section's:
 * headings, prose, lists, callouts and code as themselves, spec Markdown parsed, the API's and
 * the components as the twins it is given say (`options.components`: the sections' registries,
 * which index.ts joins), and any other component's children and list props as lists and tables
 * (`dataBlocks`). It reads the generated model only, never a spec.
 */
import { blockProps, type Inline as PageInline, type PageBlock, type PageModel } from '../../shared/page-model.ts';
import {
  blockquote,
  code,
  codeBlock,
  heading,
  link,
  list,
  markdownBlocks,
  paragraph,
  strong,
  text,
  toMarkdown,
  type Block,
  type Inline,
} from './markdown.ts';
import { dataBlocks } from './mdx-twin.ts';
import { SchemaWriter } from './schema-writer.ts';
import { TWIN_SAMPLE_LANGUAGES, type TwinOptions, type TwinSection } from './component-twin.ts';

const inline = (parts: PageInline[]): Inline[] =>
  parts.map((part) =>
    typeof part === 'string' ? text(part) : 'link' in part ? link(part.link, text(part.text)) : code(part.code),
  );

/** The page's blocks as Markdown blocks, one schema writer for the whole page. */
function pageBlocksToMarkdown(page: readonly PageBlock[], section: TwinSection, options: TwinOptions): Block[] {
  const writer = new SchemaWriter(section.schemas ?? {});
  const sampleLanguages = options.sampleLanguages ?? TWIN_SAMPLE_LANGUAGES;
  const convert = (blocks: readonly PageBlock[]): Block[] =>
    blocks.flatMap((block): Block[] => {
      switch (block.kind) {
        case 'heading':
          return [heading(block.level, text(block.text))];
        case 'paragraph':
          return [paragraph(...inline(block.content))];
        case 'list':
          return [{ ...list(block.items.map(inline)), ordered: block.ordered }];
        case 'alert':
          return [
            blockquote(
              paragraph(strong(text(`${block.type === 'warning' ? 'Warning' : 'Note'}:`))),
              paragraph(text(block.text)),
            ),
          ];
        case 'code':
          return [codeBlock(block.code, block.lang)];
        case 'component': {
          const props = blockProps(block, section.shared);
          if (block.name === 'Markdown' && typeof props.source === 'string')
            return markdownBlocks(props.source, typeof props.headingShift === 'number' ? props.headingShift : 0);
          const children = () => convert(block.children ?? []);
          const twin = options.components?.[block.name];
          return twin ? twin(props, { writer, children, sampleLanguages }) : [...children(), ...dataBlocks(props)];
        }
      }
    });
  return convert(page);
}

/** A generated page's twin: its blocks as Markdown, under its title when it has no h1 of its own. */
export function pageToMarkdown(
  title: string,
  page: PageModel,
  section: TwinSection = {},
  options: TwinOptions = {},
): string {
  const out = pageBlocksToMarkdown(page.blocks, section, options);
  if (!(out[0]?.type === 'heading' && out[0].depth === 1)) out.unshift(heading(1, text(title)));
  if (options.notice) out.splice(1, 0, options.notice);
  return toMarkdown(out);
}
