/**
 * Code blocks highlighted at `npm run gen` time exactly as an MDX page's fence: the fence is
 * compiled by Nextra's own MDX compiler with the site's options (shiki through rehype-pretty-code,
 * copy button, left out of search), and the compiled page is run with a JSX runtime that records
 * elements as JSON (shared/element-tree.ts) instead of making React elements.
 */
import { compileMdx } from 'nextra/compile';
// rehype-pretty-code's default highlighter (shiki comes with Nextra).
import { getSingletonHighlighter } from 'shiki';
import { nextraOptions } from '../../nextra-options.mjs';
import { codeFence } from '../../shared/code-fence.ts';
import type { ElementTree } from '../../shared/element-tree.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskStore } from '../cache/disk-store.ts';
import { hashInputs, importGraph } from '../cache/fingerprint.ts';
import { GEN_CACHE_DIR } from '../cache/site-run.ts';

const FRAGMENT = Symbol('fragment');
type Props = Record<string, unknown> & { children?: unknown };

function record(type: unknown, props: Props): ElementTree[] {
  const { children, ...rest } = props;
  const kids = (
    Array.isArray(children) ? children : children === undefined || children === null ? [] : [children]
  ).flat(Infinity) as ElementTree[];
  if (type === FRAGMENT) return kids;
  // The page's own content function (`_createMdxContent`); tags are strings, as no components are passed.
  if (typeof type === 'function') return [type(props)].flat(Infinity) as ElementTree[];
  if (typeof type !== 'string')
    throw new Error(`highlight-code: the compiled code block has an element of type ${String(type)}, not a tag`);
  return [
    {
      tag: type,
      ...(Object.keys(rest).length > 0 ? { props: rest } : {}),
      ...(kids.length > 0 ? { children: kids } : {}),
    },
  ];
}
// Each element is a list (a fragment spreads), flattened by its parent.
const runtime = { Fragment: FRAGMENT, jsx: record, jsxs: record, jsxDEV: record, useMDXComponents: () => ({}) };

/**
 * rehype-pretty-code's own highlighter (shiki's singleton), whose lines are tokenized without
 * shiki's time limit (500 ms a line): on a loaded machine a line over the limit came out partly
 * untokenized, so a page differed from one `npm run gen` to the next and `--check` failed.
 */
async function untimedHighlighter(options: Parameters<typeof getSingletonHighlighter>[0]) {
  const highlighter = await getSingletonHighlighter(options);
  const codeToHtml: typeof highlighter.codeToHtml = (code, codeOptions) =>
    highlighter.codeToHtml(code, { ...codeOptions, tokenizeTimeLimit: 0 });
  return { ...highlighter, codeToHtml };
}

/**
 * The site's highlighting options, but with rehype-pretty-code's own highlighter, which loads a
 * language when a block first uses it, instead of Nextra's, which loads every bundled language up
 * front. Same grammars and themes, so the same tokens.
 */
const LAZY_LANGUAGES = { ...nextraOptions.mdxOptions.rehypePrettyCodeOptions, getHighlighter: untimedHighlighter };

/** The elements a fenced code block renders to (the theme's `pre`, `code` and token `span`s). */
export async function highlightCode(lang: string, code: string, meta?: string): Promise<ElementTree[]> {
  const [tree] = await highlightCodeBlocks([{ lang, code, meta }]);
  return tree;
}

/** Fences highlighted before in this process, by their text (tests and `npm run dev` generate the same pages again). */
const highlighted = new Map<string, ElementTree[]>();

/**
 * …and in earlier runs, on disk (generator/cache/disk-store.ts): a fence is highlighted once
 * for as long as the code that highlights it (this module and what it imports, the packages,
 * Node) stays the same.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const onDisk = diskStore<ElementTree[]>(
  path.join(REPO, GEN_CACHE_DIR, 'highlight'),
  hashInputs([...importGraph('generator/lib/highlight-code.ts', REPO), 'package-lock.json'], REPO, {
    node: process.version,
  }),
);
// Written when the run ends (`npm run gen` exits), and soon after new fences in a long run (`npm run dev`).
process.on('exit', () => onDisk.save());
let saveSoon: NodeJS.Timeout | undefined;

/**
 * The elements of many fenced code blocks, in order: the fences not seen before are compiled as
 * one page (one compile instead of one per block), whose top-level elements are the blocks.
 */
export async function highlightCodeBlocks(
  blocks: Array<{ lang: string; code: string; meta?: string }>,
): Promise<ElementTree[][]> {
  const fences = blocks.map((b) => codeFence(b.lang, b.code, b.meta));
  for (const fence of fences) {
    const stored = highlighted.has(fence) ? undefined : onDisk.get(fence);
    if (stored) highlighted.set(fence, stored);
  }
  const fresh = [...new Set(fences.filter((f) => !highlighted.has(f)))];
  if (fresh.length > 0) {
    const compiled = await compileMdx(fresh.join('\n\n'), {
      defaultShowCopyCode: nextraOptions.defaultShowCopyCode,
      search: nextraOptions.search,
      mdxOptions: { ...nextraOptions.mdxOptions, rehypePrettyCodeOptions: LAZY_LANGUAGES },
    });
    const page = new Function(compiled)(runtime) as { default: (props: object) => unknown };
    // Blocks are separated by the line breaks the compiler puts between top-level elements.
    const elements = ([page.default({})].flat(Infinity) as ElementTree[]).filter((node) => typeof node !== 'string');
    if (elements.length !== fresh.length)
      throw new Error(`highlight-code: ${fresh.length} code blocks compiled to ${elements.length} elements`);
    fresh.forEach((fence, i) => {
      highlighted.set(fence, [elements[i]]);
      onDisk.set(fence, [elements[i]]);
    });
    clearTimeout(saveSoon);
    saveSoon = setTimeout(() => onDisk.save(), 2000).unref();
  }
  return fences.map((fence) => highlighted.get(fence)!);
}
