/**
 * A highlighted code block's lines and tokens as one HTML string. Drawn as React elements, each
 * token was paid twice: as HTML and again as an element of the page's payload
 * (`["$","span",null,{"children":"…","className":"…"}]`), hundreds per API page. As one string it
 * is one payload value, and the HTML is written here with the least markup that draws the same:
 *
 * - a token in one of the code themes' colour pairs gets one short class (`TOKEN_PAIRS`, classes in
 *   app/globals.css) instead of two;
 * - a token in the default pair (the themes' foreground) is bare text: the code element sets that
 *   pair as its colour variables (`code.sg-hl`), so the line around it draws it alike. Not in a
 *   highlighted line, whose colour the theme overrides, nor in a block that also holds text in the
 *   page's colour (plain text), which those variables would recolour: there it is a `k0` span;
 * - whitespace takes the colour of its neighbour (a space shows no colour), and neighbouring tokens
 *   of one colour are one span;
 * - plain lines (no highlight, no number) are one span with the newlines, not a span each.
 *
 * Text is escaped here (`&`, `<`, `>`; `&` and `"` in attribute values): the string holds no markup
 * but what this module writes, whatever the code says. Anything it does not know how to write (an
 * element other than a span, a prop other than a class, a style or a data attribute) makes it give
 * up, and the block is drawn as elements, as before.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import { tokenClassOf } from './code-tokens';

/**
 * The code themes' colour pairs (GitHub light, GitHub dark: their rules match one to one), each
 * with a short class. code-html.test.ts checks them against the themes and app/globals.css.
 */
export const TOKEN_PAIRS: Record<string, string> = {
  'sl-032f62 sd-9ecbff': 'k1',
  'sl-005cc5 sd-79b8ff': 'k2',
  'sl-d73a49 sd-f97583': 'k3',
  'sl-6f42c1 sd-b392f0': 'k4',
  'sl-e36209 sd-ffab70': 'k5',
  'sl-6a737d sd-6a737d': 'k6',
  'sl-22863a sd-85e89d': 'k7',
  'sl-b31d28 sd-fdaeb7': 'k8',
  'sl-032f62 sd-dbedff': 'k9',
  'sl-fafbfc sd-24292e': 'ka',
  'sl-f6f8fa sd-2f363d': 'kb',
  'sl-586069 sd-d1d5da': 'kc',
};
/** The themes' foreground pair: the code element's own colour variables (`code.sg-hl`). */
export const DEFAULT_PAIR = 'sl-24292e sd-e1e4e8';
/** Class of the code element whose content this module wrote. */
export const HTML_CODE_CLASS = 'sg-hl';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ESCAPES[c]);
const escapeAttribute = (text: string) => text.replace(/[&"]/g, (c) => ESCAPES[c]);

/** Class of a span that keeps a command-line flag on one line (`.nb` in app/globals.css). */
export const NO_BREAK_CLASS = 'nb';
/** A `--flag` starting a word: a wrapped line may break after its `--` or its inner hyphens. */
const FLAG = /(?<![\w-])--[A-Za-z0-9][\w-]*/g;
/**
 * Text with each `--flag` in a span that does not wrap: a block wrapped to a phone's width broke
 * `--description` into `--` and `description`. The text itself is untouched, so a copy is exact.
 */
const withUnbrokenFlags = (html: string) =>
  html.replace(FLAG, (flag) => `<span class=${NO_BREAK_CLASS}>${flag}</span>`);

/** Inline code's text in pieces, each `--flag` marked: the pieces join to the text as it was. */
export function flagPieces(text: string): Array<{ text: string; flag: boolean }> {
  const pieces: Array<{ text: string; flag: boolean }> = [];
  let at = 0;
  for (const m of text.matchAll(FLAG)) {
    if (m.index > at) pieces.push({ text: text.slice(at, m.index), flag: false });
    pieces.push({ text: m[0], flag: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), flag: false });
  return pieces;
}

/** `name=value`, unquoted when the value allows it, `name` alone when it is empty. */
function attribute(name: string, value: string): string {
  if (value === '') return ` ${name}`;
  return /^[A-Za-z0-9_-]+$/.test(value) ? ` ${name}=${value}` : ` ${name}="${escapeAttribute(value)}"`;
}

/** A style object as React writes it (custom properties and kebab-case names), or undefined. */
function styleText(style: unknown): string | undefined {
  if (!style || typeof style !== 'object') return undefined;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(style as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    if (!/^(--)?[A-Za-z][A-Za-z0-9-]*$/.test(key)) return undefined;
    const name = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    // Numbers would need React's unit rules; the highlighter writes strings.
    if (typeof value === 'number' && !key.startsWith('--')) return undefined;
    parts.push(`${name}:${String(value).trim()}`);
  }
  return parts.join(';');
}

class Unwritable extends Error {}

/**
 * A run of a line: text in one colour or written markup. `cls`: a short class, '' bare text (the
 * default colour), PLAIN a span without class (the default colour where the line's is not), null
 * whitespace (any colour).
 */
type Run = { text: string; cls: string | null } | { html: string };
const PLAIN = '-';

/** What `codeChildrenHtml` wrote, and whether the code element must set the default colours. */
export interface CodeHtml {
  html: string;
  /** Foreground tokens are bare text: the code element gets `HTML_CODE_CLASS`, which colours them. */
  bare: boolean;
}

interface Walk {
  spanTypes: readonly unknown[];
  /** Foreground tokens as bare text (else as `DEFAULT_CLASS` spans). */
  bare: boolean;
  /** Text seen that takes its colour from the page, not from a token (a plain-text block). */
  pageColoured: boolean;
}

/**
 * The HTML of a code element's children, or undefined when they hold something this module does
 * not write (the caller then draws them as elements). `spanTypes` are the components that draw a
 * `span` (the page's MDX `span`, which turns token styles into classes). Foreground tokens are bare
 * text unless the block also holds text in the page's colour (a plain-text block's), which the
 * code element's colour variables would then change.
 */
export function codeChildrenHtml(children: ReactNode, spanTypes: readonly unknown[] = []): CodeHtml | undefined {
  try {
    const walk: Walk = { spanTypes, bare: true, pageColoured: false };
    const write = (w: Walk) => {
      const lines = plainLines(children, spanTypes);
      if (!lines) return writeRuns(runsOf(children, w, false, false));
      // Lines as one span: they were the code's grid items, each padded; one padded item with the
      // lines' newlines draws the same, for 14 bytes less a line.
      const runs = lines.flatMap((line, i): Run[] => [
        ...(i > 0 ? [{ text: '\n', cls: null }] : []),
        ...runsOf(isEmptyLine(line) ? null : line, w, false, false),
      ]);
      return `<span>${writeRuns(runs)}</span>`;
    };
    const html = write(walk);
    if (!walk.pageColoured) return { html, bare: true };
    return { html: write({ ...walk, bare: false }), bare: false };
  } catch (error) {
    if (error instanceof Unwritable) return undefined;
    throw error;
  }
}

/**
 * An empty line as the highlighter gives it: a space, which keeps a line of its own (a grid item)
 * from collapsing. In one span the newlines hold the line, and the space would be in every copy.
 */
const isEmptyLine = (line: ReactNode) => line === ' ' || (Array.isArray(line) && line.length === 1 && line[0] === ' ');

/**
 * The contents of each line when the children are lines and newlines only, each line a span with
 * nothing but children (no highlighted line, no line number): else undefined.
 */
function plainLines(children: ReactNode, spanTypes: readonly unknown[]): ReactNode[] | undefined {
  const nodes = Array.isArray(children) ? children.flat(Infinity) : [children];
  const lines: ReactNode[] = [];
  let expectLine = true;
  for (const node of nodes as ReactNode[]) {
    if (expectLine && isValidElement(node) && (node.type === 'span' || spanTypes.includes(node.type))) {
      const props = node.props as Record<string, unknown>;
      if (Object.keys(props).some((key) => key !== 'children' && props[key] !== undefined)) return undefined;
      lines.push(props.children as ReactNode);
      expectLine = false;
    } else if (!expectLine && node === '\n') expectLine = true;
    else return undefined;
  }
  return lines.length > 1 && !expectLine ? lines : undefined;
}

/** `coloured`: inside a span with colours of its own, whose text does not take the page's. */
function runsOf(node: ReactNode, walk: Walk, inHighlightedLine: boolean, coloured: boolean): Run[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') {
    if (!coloured && String(node).trim()) walk.pageColoured = true;
    return [{ text: String(node), cls: '' }];
  }
  if (Array.isArray(node))
    return node.flatMap((child) => runsOf(child as ReactNode, walk, inHighlightedLine, coloured));
  if (!isValidElement(node)) throw new Unwritable();
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return runsOf(props.children, walk, inHighlightedLine, coloured);
  if (node.type !== 'span' && !walk.spanTypes.includes(node.type)) throw new Unwritable();

  let className = '';
  let style: string | undefined;
  const data: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children' || value === undefined) continue;
    if (key === 'className' && typeof value === 'string') className = value;
    else if (key === 'style') {
      style = styleText(value);
      if (style === undefined) throw new Unwritable();
    } else if (
      key.startsWith('data-') &&
      /^[a-z0-9-]+$/.test(key) &&
      (typeof value === 'string' || typeof value === 'number')
    )
      data.push([key, String(value)]);
    else throw new Unwritable();
  }
  // The page's span turns a style of the two theme colours into two classes (code-tokens.tsx).
  const colours = tokenClassOf(props.style);
  if (colours) style = undefined;
  const highlightedLine = data.some(([key]) => key === 'data-highlighted-line');
  const pair = colours ?? (style === undefined ? className : '');
  const token =
    data.length === 0 && (colours === undefined || className === '') && (pair === DEFAULT_PAIR || pair in TOKEN_PAIRS);
  const ownColours =
    Boolean(colours) || (style?.includes('--shiki-light:') ?? false) || pair in TOKEN_PAIRS || pair === DEFAULT_PAIR;
  const inner = runsOf(props.children, walk, inHighlightedLine || highlightedLine, coloured || ownColours);
  if (token && inner.every((run) => 'text' in run)) {
    const text = inner.map((run) => ('text' in run ? run.text : '')).join('');
    const cls = /^\s*$/.test(text)
      ? null
      : pair !== DEFAULT_PAIR
        ? TOKEN_PAIRS[pair]
        : !walk.bare
          ? DEFAULT_CLASS
          : inHighlightedLine
            ? PLAIN
            : '';
    return [{ text, cls }];
  }
  const classes = [className, colours ?? ''].filter(Boolean).join(' ');
  const open = `<span${classes ? attribute('class', classes) : ''}${style ? attribute('style', style) : ''}${data.map(([k, v]) => attribute(k, v)).join('')}>`;
  const body = writeRuns(inner);
  return [{ html: `${open}${body}</span>` }];
}

/** A foreground token where the code element does not set the foreground (`.nextra-code .k0`). */
const DEFAULT_CLASS = 'k0';

function writeRuns(runs: Run[]): string {
  // Whitespace (`cls` null) joins the text run before it, or else the one after it.
  const merged: Run[] = [];
  let pending = '';
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if ('html' in run) {
      if (pending) merged.push({ text: pending, cls: '' });
      pending = '';
      merged.push(run);
    } else if (run.cls === null) {
      if (last && 'text' in last) last.text += run.text;
      else pending += run.text;
    } else if (last && 'text' in last && last.cls === run.cls) {
      last.text += pending + run.text;
      pending = '';
    } else {
      merged.push({ text: pending + run.text, cls: run.cls });
      pending = '';
    }
  }
  if (pending) merged.push({ text: pending, cls: '' });
  return merged
    .map((run) => {
      if ('html' in run) return run.html;
      const text = withUnbrokenFlags(escapeText(run.text));
      if (!run.cls) return text;
      return run.cls === PLAIN ? `<span>${text}</span>` : `<span class=${run.cls}>${text}</span>`;
    })
    .join('');
}
