import type { ComponentProps, ReactNode } from 'react';
import Link from 'next/link';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

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

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  if (href && href.startsWith('/') && !href.startsWith('//')) return <Link href={href}>{children}</Link>;
  if (href && href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

export function Markdown({ source, headingShift = 0 }: { source: string; headingShift?: number }) {
  const components: Components = {
    a: MarkdownLink,
    h1: heading(1, headingShift),
    h2: heading(2, headingShift),
    h3: heading(3, headingShift),
    h4: heading(4, headingShift),
    h5: heading(5, headingShift),
    h6: heading(6, headingShift),
    table: ({ children }) => (
      <div className="sg-md-table">
        <table>{children}</table>
      </div>
    ),
  };
  return (
    <div className="sg-markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkHtmlAsText]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
