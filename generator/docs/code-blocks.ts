/** One fenced code block of a Markdown/MDX file. */
export interface CodeBlock {
  /** The first word of the info string, or '' when the fence has none. */
  lang: string;
  /** The rest of the info string (e.g. `filename="main.py"`). */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the first line of code. */
  codeLine: number;
}

const OPENING = /^(\s*)(`{3,}|~{3,})(.*)$/;

/**
 * Finds the fenced code blocks of a Markdown/MDX source, CommonMark-style: a fence of three or
 * more backticks or tildes opens a block, and only a fence of the same character, at least as
 * long, with nothing after it, closes it (so a block can show a shorter fence as text).
 * An unclosed block runs to the end of the file.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r\n?|\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, , fence, infoRaw] = open;
    // A backtick fence's info string may not contain backticks (CommonMark): that is inline code.
    if (fence[0] === '`' && infoRaw.includes('`')) continue;
    const info = infoRaw.trim();
    const [lang = '', ...rest] = info.split(/\s+/);
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j])) body.push(lines[j++]);
    blocks.push({ lang, meta: rest.join(' '), code: body.join('\n'), line: i + 1, codeLine: i + 2 });
    i = j;
  }
  return blocks;
}

/** The shell languages whose blocks hold `sand` command lines. */
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shellscript']);

/** A logical line of a shell block that mentions `sand`, with where it starts. */
export interface ShellLine {
  /** The command text: continuations joined, a leading `$ ` prompt removed. */
  text: string;
  /** 0-based offset, in lines, from the first line of code. */
  lineOffset: number;
}

/**
 * The quote a line leaves open, if any, so the next physical line continues it
 * (e.g. `--stages '[` … `]'`). Tracks single and double quotes and backslash escapes.
 */
function quoteStateAfter(text: string, start: "'" | '"' | null): "'" | '"' | null {
  let quote = start;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote === "'") {
      if (ch === "'") quote = null;
    } else if (ch === '\\') {
      i++;
    } else if (quote === '"') {
      if (ch === '"') quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      break; // the rest is a comment
    }
  }
  return quote;
}

/**
 * The logical lines of a shell block that contain the word `sand`: physical lines are joined when
 * one ends with a backslash or inside an open quote. In `console` blocks only `$ `-prompted lines
 * are commands (the others are output). Word splitting and flag checks are left to the CLI's own
 * parser, which reads each line as a shell would.
 */
export function sandShellLines(block: Pick<CodeBlock, 'lang' | 'code'>): ShellLine[] {
  if (!SHELL_LANGS.has(block.lang)) return [];
  const lines = block.code.split('\n');
  const found: ShellLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i];
    if (block.lang === 'console' && !/^\s*\$\s/.test(text)) continue;
    let quote = quoteStateAfter(text, null);
    while (i + 1 < lines.length && (quote !== null || /(^|[^\\])\\\s*$/.test(text))) {
      const next = lines[++i];
      text = quote !== null ? `${text}\n${next}` : text.replace(/\\\s*$/, ' ') + next.trimStart();
      quote = quoteStateAfter(next, quote);
    }
    text = text.trim().replace(/^\$\s+/, '');
    if (/(^|[\s;&|(`])sand(\s|$)/.test(text) && !text.startsWith('#')) found.push({ text, lineOffset: start });
  }
  return found;
}
