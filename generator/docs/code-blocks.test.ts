import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { extractCodeBlocks, sandShellLines } from './code-blocks.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

test('code blocks carry their language and the line of their opening fence', () => {
  const blocks = extractCodeBlocks(fixture('block-without-language.mdx'));
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.line, b.code]),
    [
      ['bash', 8, 'sand runs list'],
      ['', 14, 'sand runs get --id run_01'],
    ],
  );
});

test('a shorter fence inside a longer one is text, and tilde fences count', () => {
  const blocks = extractCodeBlocks(fixture('fence-inside-fence.mdx'));
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.line]),
    [
      ['markdown', 6],
      ['yaml', 12],
    ],
  );
  assert.match(blocks[0].code, /not a block of its own/);
});

test('an info string with meta keeps the language as its first word', () => {
  const [block] = extractCodeBlocks('```python filename="main.py" {2}\nx = 1\n```\n');
  assert.equal(block.lang, 'python');
  assert.equal(block.meta, 'filename="main.py" {2}');
});

test('indented fences inside JSX are found', () => {
  const blocks = extractCodeBlocks('<Tabs.Tab>\n  ```bash\n  sand health\n  ```\n</Tabs.Tab>\n');
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0].lang, 'bash');
});

test('sand lines: continuations join, the start line is kept, other commands and comments are skipped', () => {
  const [block] = extractCodeBlocks(fixture('unknown-flag.mdx'));
  assert.deepEqual(sandShellLines(block), [
    { text: 'sand runs list', lineOffset: 1 },
    { text: 'sand runs start --workflow trivia:latest  --bogus-flag 1', lineOffset: 2 },
  ]);
  assert.deepEqual(sandShellLines({ lang: 'bash', code: 'export A=b\n# sand in a comment\necho sandbox' }), []);
});

test('a quote left open continues on the next line, so a multi-line JSON value is one command', () => {
  const code = 'sand workflows push --name w --stages \'[\n  {"step": "a:latest"}\n]\'\nsand health';
  assert.deepEqual(
    sandShellLines({ lang: 'bash', code }).map((l) => l.lineOffset),
    [0, 3],
  );
});

test('a prompt and an env prefix stay in the text; the CLI parser reads them as a shell would', () => {
  assert.deepEqual(sandShellLines({ lang: 'bash', code: '$ SAND_CLUSTER=dev sand directors list' }), [
    { text: 'SAND_CLUSTER=dev sand directors list', lineOffset: 0 },
  ]);
});

test('console blocks: only $-prompted lines are commands, output lines are not', () => {
  const lines = sandShellLines({ lang: 'console', code: '$ sand version\nsand 1.4.0 (linux/amd64)' });
  assert.deepEqual(
    lines.map((l) => l.text),
    ['sand version'],
  );
});

test('non-shell blocks hold no command lines', () => {
  assert.deepEqual(sandShellLines({ lang: 'python', code: 'sand = 1' }), []);
  assert.deepEqual(sandShellLines({ lang: 'text', code: 'sand runs list' }), []);
});
