import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ToolInputError } from './tool-errors.ts';
import { partAt, partStarts } from './paging.ts';

const paragraph = (i: number) => `Paragraph ${i} ${'word '.repeat(15).trim()}.`;
const page = Array.from({ length: 40 }, (_, i) => paragraph(i)).join('\n\n');

test('a short page is one part with no cursor', () => {
  assert.deepEqual(partAt('# Title\n\nText.', undefined), { text: '# Title\n\nText.', part: 1, parts: 1 });
});

test('following nextCursor reads the whole page once, in order, each part within the limit', () => {
  let cursor: string | undefined;
  let read = '';
  let parts = 0;
  do {
    const part = partAt(page, cursor, 500);
    assert.ok(part.text.length <= 500, `part ${part.part} has ${part.text.length} characters`);
    read += part.text;
    cursor = part.nextCursor;
    parts++;
  } while (cursor);
  assert.equal(read, page);
  assert.equal(parts, partStarts(page, 500).length);
});

test('parts start at a paragraph, never mid-sentence', () => {
  for (const start of partStarts(page, 500).slice(1)) assert.match(page.slice(start), /^Paragraph \d+/);
});

test('a code fence is not split at its blank lines when a line end elsewhere will do', () => {
  const fenced = `${'Intro line.\n'.repeat(20)}\n\`\`\`json\n{\n\n  "a": 1\n\n}\n\`\`\`\n\nAfter.`;
  const starts = partStarts(fenced, 260);
  for (const start of starts.slice(1)) assert.doesNotMatch(fenced.slice(start), /^ {2}"a"|^}/);
});

test('a text without line ends is cut at the limit', () => {
  assert.deepEqual(partStarts('x'.repeat(1200), 500), [0, 500, 1000]);
});

test('a cursor the page did not give is a tool error naming the valid ones', () => {
  assert.throws(
    () => partAt(page, '7', 500),
    (error: Error) => error instanceof ToolInputError && /not one this page gave out/.test(error.message),
  );
  assert.throws(() => partAt(page, 'abc', 500), ToolInputError);
});
