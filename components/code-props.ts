/**
 * What `HtmlCode` (components/html-code.tsx) draws for a highlighted code element, decided without
 * the theme: so a page's data file of samples (app/_lib/sample-data-file.ts) holds a block exactly
 * as the page would have drawn it.
 */
import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { codeChildrenHtml, HTML_CODE_CLASS } from './code-html';
import { compactCode } from './code-compact';
import { CodeTokenSpan } from './code-tokens';

const hasElement = (children: ReactNode): boolean =>
  Array.isArray(children) ? children.some(hasElement) : isValidElement(children);

/** A code element's lines and tokens as one HTML string, and its classes; undefined when the string writer gives up. */
export function writtenCode(props: ComponentProps<'code'>): { html: string; classes: string } | undefined {
  const { children, className } = props;
  const written = hasElement(children) ? codeChildrenHtml(children, [CodeTokenSpan]) : undefined;
  if (written === undefined) return undefined;
  return { html: written.html, classes: [className, written.bare ? HTML_CODE_CLASS : ''].filter(Boolean).join(' ') };
}

/**
 * The props of the `CodeText` drawn for a highlighted code element (the common case: no attribute
 * but its language), or undefined when it is drawn otherwise.
 */
export function compactCodeProps(
  props: ComponentProps<'code'>,
  written = writtenCode(props),
): { text: string; className: string } | undefined {
  const { children: _children, className: _className, ...rest } = props;
  if (!written || !Object.keys(rest).every((key) => key === 'data-language')) return undefined;
  const text = compactCode(written.html);
  return text === undefined
    ? undefined
    : { text, className: ['nextra-code', written.classes].filter(Boolean).join(' ') };
}
