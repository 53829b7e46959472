import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontmatter } from './frontmatter.ts';
import { SpecError } from '../lib/errors.ts';

test('reads keys and their lines from a frontmatter block', () => {
  const fm = parseFrontmatter(
    'a.mdx',
    '---\ntitle: Concepts\ndescription: What things are.\ntags: [concepts, glossary]\n---\n\n# Concepts\n',
  );
  assert.deepEqual(fm.data, { title: 'Concepts', description: 'What things are.', tags: ['concepts', 'glossary'] });
  assert.equal(fm.keyLines.tags, 4);
});

test('a file without frontmatter gives empty data', () => {
  assert.deepEqual(parseFrontmatter('a.mdx', '# Hello\n').data, {});
});

test('an unclosed block is a SpecError naming the file', () => {
  assert.throws(
    () => parseFrontmatter('content/docs/x.mdx', '---\ntitle: X\n# body\n'),
    (e: unknown) => e instanceof SpecError && /content\/docs\/x\.mdx at line 1/.test(e.message),
  );
});

test('invalid YAML is a SpecError with the line in the file', () => {
  assert.throws(
    () => parseFrontmatter('content/docs/x.mdx', '---\ntitle: X\ntags: [a, b\n---\n'),
    (e: unknown) => e instanceof SpecError && /not valid YAML/.test(e.message) && /at line \d/.test(e.message),
  );
});

test('a scalar frontmatter is refused', () => {
  assert.throws(() => parseFrontmatter('x.mdx', '---\njust text\n---\n'), /not a mapping/);
});
