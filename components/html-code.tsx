import type { ComponentProps, ReactNode } from 'react';
import { isValidElement } from 'react';
import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import { codeChildrenHtml, HTML_CODE_CLASS } from './code-html';
import { compactCode } from './code-compact';
import { CodeText } from './code-text';
import { CodeTokenSpan } from './code-tokens';

const { code: ThemeCode } = getThemeComponents();

const hasElement = (children: ReactNode): boolean =>
  Array.isArray(children) ? children.some(hasElement) : isValidElement(children);

/**
 * The `code` of MDX pages (and of pages drawn from stored trees with the same components): a
 * highlighted block's lines and tokens go in as one HTML string (components/code-html.ts) instead
 * of an element per token, in the payload in compact form (components/code-compact.ts); inline
 * code, and anything the string writer does not know, as before.
 */
export function HtmlCode(props: ComponentProps<'code'>) {
  if (!ThemeCode) throw new Error('the docs theme provides no code component');
  const { children, className, ...rest } = props;
  const written = hasElement(children) ? codeChildrenHtml(children, [CodeTokenSpan]) : undefined;
  if (written === undefined) return <ThemeCode {...props} />;
  const classes = [className, written.bare ? HTML_CODE_CLASS : ''].filter(Boolean).join(' ');
  // The common case, the element the theme's code would draw, goes into the payload compact.
  const compact = Object.keys(rest).every((key) => key === 'data-language') ? compactCode(written.html) : undefined;
  if (compact !== undefined)
    return <CodeText text={compact} className={['nextra-code', classes].filter(Boolean).join(' ')} />;
  return <ThemeCode {...rest} className={classes || undefined} dangerouslySetInnerHTML={{ __html: written.html }} />;
}
