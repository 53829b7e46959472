import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { bareThemeFiles, twinFiles, writeBareTheme } from './bare-theme.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

function exportWith(files: Record<string, string>): string {
  const dir = temporaryDir('bare-theme-test-');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('the twins of an export are the .md files beside a page, nested ones included', () => {
  const out = exportWith({
    'index.html': '',
    'index.md': '# Home',
    'cli/sand/runs/start.html': '',
    'cli/sand/runs/start.md': '# start',
    'notes.md': 'no page beside it',
    'llms.txt': '',
  });
  assert.deepEqual(twinFiles(out), ['cli/sand/runs/start.md', 'index.md']);
});

test('the same-content site shows the twins as its pages, each section with its own sidebar, and nothing of ours', () => {
  const out = exportWith({
    'index.html': '',
    'index.md': '# Home\n',
    'docs/using/prompts.html': '',
    'docs/using/prompts.md': '# Prompts\n',
  });
  const files = bareThemeFiles(out);
  assert.equal(files['content/index.md'], '# Home\n');
  assert.equal(files['content/docs/using/prompts.md'], '# Prompts\n');
  assert.match(files['content/_meta.js'], /docs: \{ type: 'page'/);
  assert.equal(files['content/other.mdx'], undefined);
  assert.deepEqual(
    Object.keys(files).filter((file) => !file.startsWith('content/')),
    Object.keys(bareThemeFiles()).filter((file) => !file.startsWith('content/')),
  );
  assert.throws(() => bareThemeFiles(exportWith({ 'index.html': '' })), /no Markdown twins .*npm run build/);
  // The plain yardstick keeps its two pages.
  assert.ok(bareThemeFiles()['content/other.mdx']);
});

test('writeBareTheme leaves no page an earlier run wrote and this one does not (the yardstick stays one page)', () => {
  const dir = temporaryDir('bare-theme-test-');
  try {
    writeBareTheme(dir, { 'content/index.mdx': '# A\n', 'content/same-page.mdx': '# B\n', 'package.json': '{}\n' });
    fs.mkdirSync(path.join(dir, '.next/dev'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.next/dev/cache'), 'kept');
    writeBareTheme(dir, { 'content/index.mdx': '# A\n', 'package.json': '{}\n' });
    assert.deepEqual(fs.readdirSync(path.join(dir, 'content')), ['index.mdx']);
    assert.equal(fs.readFileSync(path.join(dir, '.next/dev/cache'), 'utf8'), 'kept', 'the bundler cache is not a page');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
