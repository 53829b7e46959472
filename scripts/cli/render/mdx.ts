import { escapeMdxText, jsxElement } from '../../lib/mdx.ts';

/** Inline code whose backtick fence is longer than any backtick run inside; MDX reads code spans literally. */
export function inlineCode(text: string): string {
  const oneLine = text.replace(/\r\n?|\n/g, ' ');
  const longest = Math.max(0, ...Array.from(oneLine.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${oneLine}${pad}${fence}`;
}

/** A heading from spec text. */
export function heading(level: 2 | 3, text: string): string {
  return `${'#'.repeat(level)} ${escapeMdxText(text)}`;
}

/** A GitHub-style alert, which the theme renders as a callout. */
export function alert(kind: 'WARNING' | 'NOTE', text: string): string {
  return `> [!${kind}]\n> ${escapeMdxText(text)}`;
}

/** Joins page blocks with blank lines and ends the file with one newline. */
export function blocks(parts: Array<string | undefined | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('\n\n') + '\n';
}

/** Markdown from the spec, handed to the Markdown component as data; its headings start at h4, below the page's own. */
export function markdown(source: string): string {
  return jsxElement('Markdown', { source, headingShift: 3 });
}
