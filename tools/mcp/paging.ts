/**
 * A long page in parts a model can take in one answer. Parts end where a paragraph ends (a blank
 * line outside a code fence) when one fits, else at a line's end, else at the limit; the cursor of
 * the next part is its starting offset, and only the offsets this split produces are accepted,
 * so a part never starts mid-sentence. Pure.
 */
import { ToolInputError } from './tool-errors.ts';

/** About 5,000 tokens: well under what MCP clients accept from one tool call. */
export const PAGE_CHARS = 20_000;

interface LineStart {
  offset: number;
  /** After a blank line and outside a code fence: a paragraph begins here. */
  paragraph: boolean;
}

function lineStarts(text: string): LineStart[] {
  const starts: LineStart[] = [];
  let inFence = false;
  let previousBlank = false;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (offset > 0) starts.push({ offset, paragraph: previousBlank && !inFence });
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    previousBlank = line.trim() === '';
    offset += line.length + 1;
  }
  return starts;
}

/** Where each part starts: `[0, …]`. */
export function partStarts(text: string, max = PAGE_CHARS): number[] {
  const starts = [0];
  const lines = lineStarts(text);
  let start = 0;
  while (text.length - start > max) {
    const limit = start + max;
    const within = lines.filter((l) => l.offset > start && l.offset <= limit);
    const paragraph = within.filter((l) => l.paragraph).pop();
    // A paragraph break in the part's first half would make tiny parts; a line end is better then.
    const end = paragraph && paragraph.offset > start + max / 2 ? paragraph.offset : (within.pop()?.offset ?? limit);
    starts.push(end);
    start = end;
  }
  return starts;
}

export interface Part {
  text: string;
  /** 1-based. */
  part: number;
  parts: number;
  /** Pass it back to read the next part; absent on the last. */
  nextCursor?: string;
}

/** The part a cursor names (the first without one); a cursor this split did not give is a tool error. */
export function partAt(text: string, cursor: string | undefined, max = PAGE_CHARS): Part {
  const starts = partStarts(text, max);
  const index = cursor === undefined || cursor === '' ? 0 : starts.indexOf(Number(cursor));
  if (index < 0 || (cursor !== undefined && cursor !== '' && !/^\d+$/.test(cursor))) {
    throw new ToolInputError(
      `cursor "${cursor}" is not one this page gave out (its parts start at ${starts.join(', ')}). Call again without a cursor to start at the top, then pass each answer's nextCursor.`,
    );
  }
  const end = starts[index + 1] ?? text.length;
  return {
    text: text.slice(starts[index], end),
    part: index + 1,
    parts: starts.length,
    ...(index + 1 < starts.length ? { nextCursor: String(end) } : {}),
  };
}
