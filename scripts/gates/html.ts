/**
 * A small scanner for the HTML that Next.js exports: it yields start tags with their attributes
 * and skips comments and the contents of `<script>`, `<style>` and `<template>`, whose text is not
 * markup (the RSC payload in inline scripts mentions paths that are not links). The exported HTML
 * is machine-written (quoted attributes, no omitted quotes around `>`), so a scanner is enough and
 * keeps the link check at a few milliseconds per page.
 */

export interface StartTag {
  name: string;
  attrs: Map<string, string>;
}

const RAW_TEXT = new Set(['script', 'style', 'template', 'textarea', 'title']);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;

function parseAttributes(source: string, start: number): { attrs: Map<string, string>; end: number } {
  const attrs = new Map<string, string>();
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '>') return { attrs, end: i + 1 };
    if (c === '/' || c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    ATTRIBUTE.lastIndex = i;
    const match = ATTRIBUTE.exec(source);
    if (!match) {
      i++;
      continue;
    }
    const name = match[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    i = ATTRIBUTE.lastIndex;
  }
  return { attrs, end: source.length };
}

/** Every start tag in document order, outside comments and raw-text elements. */
export function* startTags(source: string): Generator<StartTag> {
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('<', i);
    if (open === -1) return;
    if (source.startsWith('<!--', open)) {
      const close = source.indexOf('-->', open + 4);
      i = close === -1 ? source.length : close + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9:-]*)/.exec(source.slice(open, open + 64));
    if (!nameMatch) {
      // `</x>`, `<!DOCTYPE>` or a stray `<` in text: move on to the next `>`-free position.
      i = open + 1;
      continue;
    }
    const name = nameMatch[1]!.toLowerCase();
    const { attrs, end } = parseAttributes(source, open + nameMatch[0].length);
    yield { name, attrs };
    i = end;
    if (RAW_TEXT.has(name)) {
      const closing = new RegExp(`</${name}`, 'gi');
      closing.lastIndex = end;
      const close = closing.exec(source);
      i = close ? close.index : source.length;
    }
  }
}
