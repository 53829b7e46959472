/**
 * A code block of a page rendered from data, highlighted exactly as an MDX page's fence: the
 * fence is compiled by Nextra's own MDX compiler with the site's options (shiki through
 * rehype-pretty-code, copy button, left out of search) and drawn with the page's MDX components.
 * Server only, at build time: nothing of it reaches the browser but the markup.
 */
import type { ReactNode } from 'react';
import type { MDXComponents } from 'nextra/mdx-components';
import { compileMdx } from 'nextra/compile';
import { evaluate } from 'nextra/evaluate';
import { nextraOptions } from '../nextra-options.mjs';
import { codeFence } from '../shared/code-fence';

export async function highlightedCode(lang: string, code: string, meta: string | undefined, components: Record<string, unknown>): Promise<ReactNode> {
  const compiled = await compileMdx(codeFence(lang, code, meta), {
    defaultShowCopyCode: nextraOptions.defaultShowCopyCode,
    search: nextraOptions.search,
    mdxOptions: nextraOptions.mdxOptions,
  });
  const { default: Content } = evaluate(compiled, components as MDXComponents);
  return <Content />;
}
