/**
 * Builders for the blocks of an API page (shared/page-model.ts); generator/lib/generated-section.ts lays
 * the page out and highlights its code, as every section's.
 */
import type { ApiBlock, ApiComponentName, ApiPageModel } from '../../shared/api/page-model.ts';
import { finishPage, type DraftBlock } from '../lib/generated-section.ts';

/** Spec text is one line of prose: line breaks inside it read as spaces, as in a Markdown heading. */
const oneLine = (value: string) => value.replace(/\r\n?|\n/g, ' ').trim();

/** A heading; `customId` as Nextra's `## Title [#id]` (slugged like any heading id). */
export function heading(level: 1 | 2 | 3 | 4 | 5 | 6, text: string, customId?: string): DraftBlock<ApiComponentName> {
  return customId
    ? { kind: 'heading', level, text: oneLine(text), customId }
    : { kind: 'heading', level, text: oneLine(text) };
}

export const paragraph = (text: string): ApiBlock => ({ kind: 'paragraph', content: [oneLine(text)] });

/** A component with data props (undefined ones left out, as `jsxElement` does) and its children. */
export function component(name: ApiComponentName, props: Record<string, unknown>, children?: ApiBlock[]): ApiBlock {
  const data = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
  return children ? { kind: 'component', name, props: data, children } : { kind: 'component', name, props: data };
}

export const codeBlock = (lang: string, code: string, meta?: string): ApiBlock =>
  meta
    ? { kind: 'code', lang, code: code.replace(/\n$/, ''), meta }
    : { kind: 'code', lang, code: code.replace(/\n$/, '') };

/** The page from its blocks in order, laid out as every section's pages are (`finishPage`). */
export const page = (blocks: ApiBlock[]): ApiPageModel => finishPage(blocks);
