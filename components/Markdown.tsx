import type { ComponentProps, ComponentType, ReactNode } from 'react';
import Link from 'next/link';
import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { TableTd, TableTh, TableTr } from './table-cells';
import { isFileHref } from '../shared/file-link';

/**
 * The theme's own elements for prose, so spec descriptions look like the rest of the page.
 * react-markdown passes its syntax-tree node as a prop; it must not reach the DOM.
 */
const theme = getThemeComponents() as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>;
function themed(tag: string): ComponentType<Record<string, unknown>> | undefined {
  const Themed = theme[tag];
  if (!Themed) return undefined;
  return function ThemedElement({ node: _node, ...props }: Record<string, unknown>) {
    return <Themed {...props} />;
  };
}
// Not `p`: the theme's paragraph carries two utility classes, paid twice (HTML and payload) by
// every field description of a schema; `.sg-markdown p` in globals.css gives the same spacing.
// Table cells and rows: the theme's under short class names (table-cells.tsx).
const SHORT = { td: TableTd, th: TableTh, tr: TableTr } as unknown as Record<
  string,
  ComponentType<Record<string, unknown>>
>;
const THEMED = Object.fromEntries(
  ['blockquote', 'code', 'hr', 'li', 'ol', 'pre', 'table', 'td', 'th', 'tr', 'ul'].flatMap((tag) => {
    const Short = SHORT[tag];
    const c = Short ? ({ node: _node, ...props }: Record<string, unknown>) => <Short {...props} /> : themed(tag);
    return c ? [[tag, c]] : [];
  }),
) as Components;

/**
 * Renders Markdown that came from a spec (descriptions), as data: raw HTML in it is shown as
 * text, never parsed, so `<script>` or `</div>` in a description cannot run or break the page.
 */
function remarkHtmlAsText() {
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach((child) => visit(child as { type: string; children?: unknown[] }));
  };
  return (tree: { type: string; children?: unknown[] }) => visit(tree);
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function heading(level: number, shift: number) {
  const Tag = `h${Math.min(6, level + shift)}` as HeadingTag;
  return function ShiftedHeading({ children }: { children?: ReactNode }) {
    return <Tag className="sg-md-heading">{children}</Tag>;
  };
}

function Paragraph({ node: _node, ...props }: ComponentProps<'p'> & { node?: unknown }) {
  return <p {...props} />;
}

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  // A file (`/openapi.yaml`) is loaded by the browser: the router would prefetch page data it lacks.
  if (href?.startsWith('/') && !href.startsWith('//'))
    return isFileHref(href) ? <a href={href}>{children}</a> : <Link href={href}>{children}</Link>;
  if (href?.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

export function Markdown({ source, headingShift = 0 }: { source: string; headingShift?: number }) {
  const components: Components = {
    ...THEMED,
    p: Paragraph,
    a: MarkdownLink,
    h1: heading(1, headingShift),
    h2: heading(2, headingShift),
    h3: heading(3, headingShift),
    h4: heading(4, headingShift),
    h5: heading(5, headingShift),
    h6: heading(6, headingShift),
  };
  return (
    <div className="sg-markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkHtmlAsText]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
