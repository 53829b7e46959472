'use client';
import { expandCode } from './code-compact';

/**
 * A highlighted code block's code element, from its compact form (components/code-compact.ts):
 * the page's payload carries little more than the code's text, the HTML is the same as before.
 */
export function CodeText({ text, className }: { text: string; className: string }) {
  return <code className={className} dir="ltr" dangerouslySetInnerHTML={{ __html: expandCode(text) }} />;
}
