import type { ComponentProps } from 'react';
import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import { compactCodeProps, writtenCode } from './code-props';
import { CodeText } from './code-text';
import { flagPieces, NO_BREAK_CLASS } from './code-html';

const { code: ThemeCode } = getThemeComponents();

/**
 * The `code` of MDX pages (and of pages drawn from stored trees with the same components): a
 * highlighted block's lines and tokens go in as one HTML string (components/code-html.ts) instead
 * of an element per token, in the payload in compact form (components/code-compact.ts); inline
 * code, and anything the string writer does not know, as before.
 */
export function HtmlCode(props: ComponentProps<'code'>) {
  if (!ThemeCode) throw new Error('the docs theme provides no code component');
  const written = writtenCode(props);
  if (written === undefined) {
    // Inline code (`--description` in a sentence or a table cell): each flag kept on one line.
    const pieces = typeof props.children === 'string' ? flagPieces(props.children) : [];
    if (!pieces.some((p) => p.flag)) return <ThemeCode {...props} />;
    return (
      <ThemeCode {...props}>
        {pieces.map((p, i) =>
          p.flag ? (
            <span key={i} className={NO_BREAK_CLASS}>
              {p.text}
            </span>
          ) : (
            p.text
          ),
        )}
      </ThemeCode>
    );
  }
  // The common case, the element the theme's code would draw, goes into the payload compact.
  const compact = compactCodeProps(props, written);
  if (compact !== undefined) return <CodeText {...compact} />;
  const { children: _children, className: _className, ...rest } = props;
  return (
    <ThemeCode {...rest} className={written.classes || undefined} dangerouslySetInnerHTML={{ __html: written.html }} />
  );
}
