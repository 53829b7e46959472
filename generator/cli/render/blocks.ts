/**
 * Builders for the blocks of a CLI page (shared/page-model.ts).
 */
import type { Inline } from '../../../shared/page-model.ts';
import { finishPage } from '../../lib/generated-section.ts';
import {
  GLOBAL_FLAGS,
  type CliBlock,
  type CliComponentName,
  type CliPageModel,
} from '../../../shared/cli/page-model.ts';

export const text = (value: string): Inline => value;
export const code = (value: string): Inline => ({ code: value.replace(/\r\n?|\n/g, ' ') });
export const link = (href: string, value: string): Inline => ({ link: href, text: value });

/** Spec text is one line of prose: line breaks inside it read as spaces, as in a Markdown paragraph. */
const oneLine = (value: string) => value.replace(/\r\n?|\n/g, ' ');

export function heading(level: 1 | 2 | 3, value: string): CliBlock {
  return { kind: 'heading', level, text: oneLine(value) };
}

/** A paragraph; adjacent text runs become one, as one text node of Markdown would be. */
export function paragraph(...content: Inline[]): CliBlock {
  const merged: Inline[] = [];
  for (const part of content) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + oneLine(part);
    else merged.push(typeof part === 'string' ? oneLine(part) : part);
  }
  return { kind: 'paragraph', content: merged };
}

export const orderedList = (items: Inline[][]): CliBlock => ({ kind: 'list', ordered: true, items });

export function codeBlock(lang: string, source: string, meta?: string): CliBlock {
  return meta
    ? { kind: 'code', lang, code: source.replace(/\n$/, ''), meta }
    : { kind: 'code', lang, code: source.replace(/\n$/, '') };
}

/** Markdown from the spec, its headings from h4 (below the page's h3). */
export const markdown = (source: string): CliBlock => ({
  kind: 'component',
  name: 'Markdown',
  props: { source, headingShift: 3 },
});
export const table = (name: CliComponentName, props: Record<string, unknown>): CliBlock => ({
  kind: 'component',
  name,
  props,
});
/** The program's global flags, which the model holds once: a full table, or the folded one of command pages. */
export const globalFlags = (name: 'CliFlagsTable' | 'CliGlobalFlags'): CliBlock => ({
  kind: 'component',
  name,
  props: {},
  sectionProps: { flags: GLOBAL_FLAGS },
});

type Maybe<T> = T | undefined | false | '';

/** The page from its blocks in order, absent ones dropped, laid out as every section's pages are (`finishPage`). */
export function page(parts: Array<Maybe<CliBlock>>): CliPageModel {
  return finishPage(parts.filter((b): b is CliBlock => Boolean(b)).map((b) => structuredClone(b)));
}
