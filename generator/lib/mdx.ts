import YAML from 'yaml';

/**
 * Makes plain text safe inside MDX prose or a heading: every character MDX or Markdown could
 * read as syntax is backslash-escaped, so spec text shows as written and never runs.
 */
export function escapeMdxText(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ').replace(/[\\`*_{}[\]()<>#+\-.!|~&:=$^"']/g, (ch) => `\\${ch}`);
}

/** YAML frontmatter block; values are data, serialised by the YAML library. */
export function frontmatter(data: Record<string, unknown>): string {
  const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
  return `---\n${YAML.stringify(clean, { lineWidth: 0 }).trimEnd()}\n---\n`;
}

/**
 * A JSX attribute value holding data: `{...}` with JSON inside. JSON is a JS expression, and
 * escaping `<`, `>` and line separators keeps it inert however the text looks.
 */
export function jsxData(value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `{${json}}`;
}

/** A self-closing component element whose props are data: `<Name a={...} />`. */
export function jsxElement(name: string, props: Record<string, unknown>): string {
  const attrs = Object.entries(props)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${jsxData(v)}`)
    .join(' ');
  return `<${name}${attrs ? ' ' + attrs : ''} />`;
}

// Generated MDX and the site's code blocks (components/highlighted-code.tsx) fence code alike.
export { codeFence } from '../../shared/code-fence.ts';
