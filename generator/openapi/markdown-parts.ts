export interface MarkdownPart {
  heading?: { level: 2 | 3; text: string };
  body: string;
}

/**
 * Splits Markdown at its level-1 to level-3 ATX headings (outside code fences), so the headings
 * can be written as real page headings (and reach the table of contents) while each body stays
 * Markdown data. Level 1 is treated as level 2; deeper headings stay inside the body.
 */
export function splitAtHeadings(markdown: string): MarkdownPart[] {
  const parts: MarkdownPart[] = [{ body: '' }];
  let fence: string | undefined;
  const lines: string[] = [];
  const flush = () => {
    parts[parts.length - 1].body = lines.join('\n').trim();
    lines.length = 0;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && line.trim() === fenceMatch[1])
        fence = undefined;
    }
    const heading = !fence && !fenceMatch ? /^\s{0,3}(#{1,3})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (heading && heading[2].trim() !== '') {
      flush();
      parts.push({ heading: { level: heading[1].length <= 2 ? 2 : 3, text: plainHeading(heading[2]) }, body: '' });
    } else {
      lines.push(line);
    }
  }
  flush();
  return parts.filter((s, i) => i > 0 || s.body !== '');
}

/** Heading text without inline Markdown markers (`code`, **bold**, [links](…)). */
export function plainHeading(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .trim();
}

/** First sentence of Markdown as plain text, for page descriptions. */
export function firstSentence(markdown: string | undefined, max = 160): string | undefined {
  if (!markdown) return undefined;
  const para = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .find((p) => p.trim() && !/^\s*(#|```|~~~|\||[-*+] |>)/.test(p));
  if (!para) return undefined;
  const plain = plainHeading(para.replace(/\s+/g, ' ').replace(/<[^>]*>/g, '')).replace(/[*_]/g, '');
  const sentence = /^(.*?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length > max ? sentence.slice(0, max - 1).trimEnd() + '…' : sentence;
}
