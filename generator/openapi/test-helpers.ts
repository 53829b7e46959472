import assert from 'node:assert/strict';
import { format } from 'node:util';
import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { generateApi } from './pipeline.ts';
import type { FileRecord } from '../lib/files.ts';
import { jsxData } from '../lib/mdx.ts';
import { GeneratedPage } from '../../components/GeneratedPage.tsx';
import type { ApiBlock, ApiPageModel, ApiSectionModel } from '../../shared/api/page-model.ts';
import {
  BLOCK_COMPONENTS,
  SECTION_MODEL_FILE,
  STUB_COMPONENT,
  sectionFolders,
  type SectionModel,
} from '../../shared/page-model.ts';
import { readSectionModel } from '../../shared/section-model-files.ts';

/** Compiles generated MDX the way the site does (frontmatter and GFM on); throws on a syntax error. */
export async function compileMdx(source: string, path = 'page.mdx'): Promise<void> {
  await compile({ value: source, path }, { remarkPlugins: [remarkFrontmatter, remarkGfm] });
}

/** Every component a page uses, as a stub that prints its name and props as JSON text. */
function stub(name: string) {
  return (props: Record<string, unknown> & { children?: ReactNode }) => {
    const { children, ...rest } = props;
    return createElement('div', { 'data-component': name }, JSON.stringify(rest), children);
  };
}

export const STUB_COMPONENTS: Record<string, unknown> = Object.assign(
  Object.fromEntries([...Object.keys(BLOCK_COMPONENTS), STUB_COMPONENT].map((n) => [n, stub(n)])),
  { Tabs: Object.assign(stub('Tabs'), { Tab: stub('Tabs.Tab') }) },
);

/** Runs a generated page with stub components and returns its HTML and its exports. */
export async function renderMdx(source: string): Promise<{ html: string; exports: Record<string, unknown> }> {
  const mod = await evaluate(source, { ...runtime, remarkPlugins: [remarkFrontmatter, remarkGfm] } as Parameters<
    typeof evaluate
  >[1]);
  const Content = mod.default as (props: { components: unknown }) => ReactNode;
  const html = renderToStaticMarkup(createElement(Content, { components: STUB_COMPONENTS }));
  return { html, exports: mod as Record<string, unknown> };
}

/** The route a generated page's stub names (`<GeneratedPage route={"/api/x"} … />`). */
export function stubRoute(stub: string): string {
  const match = new RegExp(`<${STUB_COMPONENT} route=\\{("(?:[^"\\\\]|\\\\.)*")\\}`).exec(stub);
  assert.ok(match, `not an API page stub:\n${stub}`);
  return JSON.parse(match[1]) as string;
}

/** The model entry of a generated page: its stub's route in the nearest section model among the records. */
export function pageModelOf(records: FileRecord[], file: string): ApiPageModel {
  const stub = records.find((r) => r.path === file);
  assert.ok(stub, `no page ${file}`);
  const route = stubRoute(stub.content);
  for (const folder of sectionFolders(['.', ...file.split('/').slice(0, -1)])) {
    const model = sectionModelOfRecords(records, folder === '.' ? '' : folder.slice(2));
    if (!model) continue;
    const page = (model as ApiSectionModel).pages[route];
    assert.ok(page, `${route} is not in ${folder}/${SECTION_MODEL_FILE}`);
    return page;
  }
  assert.fail(`no ${SECTION_MODEL_FILE} at or above ${file}`);
}

/** The section model in the records' folder `folder` ('' for the top), as the site reads it from disk. */
export function sectionModelOfRecords(records: readonly FileRecord[], folder = ''): SectionModel | undefined {
  const byPath = new Map(records.map((r) => [r.path, r.content]));
  // `path.join` of the folder and a file in it is the record's path (`.` joins to nothing).
  const read = (file: string) => {
    const content = byPath.get(file);
    return content === undefined ? undefined : (JSON.parse(content) as unknown);
  };
  return readSectionModel(folder || '.', read);
}

/**
 * A generated page as text to assert on: its stub's front matter, then its blocks from the
 * section's model written out as the generator wrote the MDX before pages became stubs: headings
 * `## Title [#id]`, paragraphs, code fences, components `<Name prop={json} />` (children between
 * the tags), blank-line separated; a large API's schema data URL once, as `apiSchemaData`.
 */
export function pageText(records: FileRecord[], file: string): string {
  const stub = records.find((r) => r.path === file)!.content;
  const { blocks } = pageModelOf(records, file);
  const front = /^---\n[\s\S]*?\n---\n/.exec(stub)?.[0] ?? '';
  let dataHref: string | undefined;
  const write = (block: ApiBlock): string => {
    switch (block.kind) {
      case 'heading':
        return `${'#'.repeat(block.level)} ${block.text}${block.id ? ` [#${block.id}]` : ''}`;
      case 'paragraph':
        return block.content
          .map((part) =>
            typeof part === 'string' ? part : 'code' in part ? `\`${part.code}\`` : `[${part.text}](${part.link})`,
          )
          .join('');
      case 'list':
        return block.items
          .map(
            (item, i) =>
              `${block.ordered ? `${i + 1}.` : '-'} ${item.map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text)).join('')}`,
          )
          .join('\n');
      case 'alert':
        return `> ${block.text}`;
      case 'code': {
        const fence = '`'.repeat(Math.max(3, ...Array.from(block.code.matchAll(/`+/g), (m) => m[0].length + 1)));
        return `${fence}${block.lang}${block.meta ? ' ' + block.meta : ''}\n${block.code}\n${fence}`;
      }
      case 'component': {
        const attrs = Object.entries(block.props).map(([key, value]) => {
          if (key === 'dataHref' && typeof value === 'string') {
            dataHref = value;
            return ' dataHref={apiSchemaData}';
          }
          return ` ${key}=${jsxData(value)}`;
        });
        if (!block.children) return `<${block.name}${attrs.join('')} />`;
        return [`<${block.name}${attrs.join('')}>`, ...block.children.map(write), `</${block.name}>`].join('\n\n');
      }
    }
  };
  const body = blocks.map(write).join('\n\n');
  return `${front}\n${dataHref ? `export const apiSchemaData = ${JSON.stringify(dataHref)}\n\n` : ''}${body}\n`;
}

/**
 * A generated page rendered as the site renders it (components/GeneratedPage.tsx draws its model
 * entry) with the stub components, theme elements as plain HTML and code blocks as plain
 * `<pre><code class="language-…">` (the highlighted trees are Nextra's own).
 */
export function renderPage(records: FileRecord[], file: string): string {
  const page = structuredClone(pageModelOf(records, file));
  const plain = (blocks: ApiBlock[]): void => {
    for (const block of blocks) {
      if (block.kind === 'code')
        block.tree = [
          {
            tag: 'pre',
            children: [{ tag: 'code', props: { className: `language-${block.lang}` }, children: [block.code] }],
          },
        ];
      if (block.kind === 'component') plain(block.children ?? []);
    }
  };
  plain(page.blocks);
  return renderToStaticMarkup(
    createElement(GeneratedPage, { page, components: STUB_COMPONENTS, separateBlocks: true }),
  );
}

/**
 * `npm run gen -- ARGS` in this process, as its entry point runs it: the exit code, and what it
 * printed (console.log to stdout, console.warn and console.error to stderr, a thrown error as the
 * entry point prints it). Starting a process per run would load the whole generator again.
 */
export async function genCommand(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const { main, failureText } = await import('../gen.ts');
  let stdout = '';
  let stderr = '';
  const saved = { log: console.log, warn: console.warn, error: console.error };
  console.log = (...values: unknown[]) => (stdout += format(...values) + '\n');
  console.warn = console.error = (...values: unknown[]) => (stderr += format(...values) + '\n');
  try {
    return { status: await main(args), stdout, stderr };
  } catch (error) {
    return { status: 1, stdout, stderr: stderr + failureText(error) + '\n' };
  } finally {
    Object.assign(console, saved);
  }
}

export function fixture(name: string): string {
  return new URL(`./fixtures/${name}`, import.meta.url).pathname;
}

export async function pagesOf(
  name: string,
  options: { cliCommands?: Record<string, Array<{ command: string; href: string }>> } = {},
) {
  const result = await generateApi({ specFile: fixture(name), ...options });
  return {
    ...result,
    /** The page as text (pageText). */
    page: (slug: string) => pageText(result.pages, `${slug}.mdx`),
    /** The page as the site renders it (renderPage). */
    render: (slug: string) => renderPage(result.pages, `${slug}.mdx`),
  };
}
