import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { generateApi } from './index.ts';

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
  Object.fromEntries([
    'ApiAuthentication', 'ApiCallbackHeader', 'ApiCliCommands', 'ApiCode', 'ApiDownloads', 'ApiEncoding', 'ApiExampleLabel', 'ApiExternalDocs', 'ApiIntro',
    'ApiOperationAside', 'ApiOperationHeader', 'ApiOperationList', 'ApiOverviewMeta', 'ApiParameters', 'ApiPayloadExample', 'ApiRequestSamples',
    'ApiResponseExample', 'ApiResponseExamples', 'ApiResponseHeaders', 'ApiResponseLinks', 'ApiSchema', 'ApiSecuritySchemes', 'ApiServers', 'ApiTagList',
    'ApiTryIt', 'Markdown',
  ].map((n) => [n, stub(n)])),
  { Tabs: Object.assign(stub('Tabs'), { Tab: stub('Tabs.Tab') }) },
);

/** Runs a generated page with stub components and returns its HTML and its exports. */
export async function renderMdx(source: string): Promise<{ html: string; exports: Record<string, unknown> }> {
  const mod = await evaluate(source, { ...runtime, remarkPlugins: [remarkFrontmatter, remarkGfm] } as Parameters<typeof evaluate>[1]);
  const Content = mod.default as (props: { components: unknown }) => ReactNode;
  const html = renderToStaticMarkup(createElement(Content, { components: STUB_COMPONENTS }));
  return { html, exports: mod as Record<string, unknown> };
}

export function fixture(name: string): string {
  return new URL(`./fixtures/${name}`, import.meta.url).pathname;
}

export async function pagesOf(name: string, options: { cliCommands?: Record<string, Array<{ command: string; href: string }>> } = {}) {
  const result = await generateApi({ specFile: fixture(name), ...options });
  return { ...result, page: (slug: string) => result.pages.find((p) => p.path === `${slug}.mdx`)!.content };
}
