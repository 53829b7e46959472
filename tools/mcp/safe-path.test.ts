import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ToolInputError } from './tool-errors.ts';
import { fullyDecoded, resolveInside, unsafeReason } from './safe-path.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

/** A built site in a temp folder, a secret beside it, and a symlink inside pointing at the secret. */
function siteWithOutsideLink() {
  const base = temporaryDir('mcp-safe-path-');
  const root = path.join(base, 'out');
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', 'page.md'), '# Page');
  fs.writeFileSync(path.join(base, 'secret.txt'), 'secret');
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'docs', 'leak.md'));
  fs.symlinkSync(path.join(root, 'docs', 'page.md'), path.join(root, 'docs', 'alias.md'));
  return { base, root };
}

test('a file inside the site resolves to its real path', () => {
  const { root } = siteWithOutsideLink();
  assert.equal(resolveInside(root, 'docs/page.md'), fs.realpathSync(path.join(root, 'docs', 'page.md')));
});

test('a symlink that stays inside the site is followed', () => {
  const { root } = siteWithOutsideLink();
  assert.equal(resolveInside(root, 'docs/alias.md'), fs.realpathSync(path.join(root, 'docs', 'page.md')));
});

test('a symlink inside the site pointing outside it is refused', () => {
  const { root } = siteWithOutsideLink();
  assert.throws(
    () => resolveInside(root, 'docs/leak.md'),
    (error: Error) => error instanceof ToolInputError && /outside the built site/.test(error.message),
  );
});

for (const attempt of [
  '../secret.txt',
  'docs/../../secret.txt',
  '..\\secret.txt',
  '%2e%2e/secret.txt',
  '%252e%252e%252fsecret.txt',
  'docs%2f..%2f..%2fsecret.txt',
]) {
  test(`traversal "${attempt}" is refused before the file system is asked`, () => {
    const { root } = siteWithOutsideLink();
    assert.throws(
      () => resolveInside(root, attempt),
      (error: Error) => error instanceof ToolInputError && /climbs out/.test(error.message),
    );
  });
}

for (const attempt of ['/etc/passwd', '%2fetc%2fpasswd', 'C:\\Windows\\win.ini', 'file:///etc/passwd']) {
  test(`absolute path "${attempt}" is refused`, () => {
    const { root } = siteWithOutsideLink();
    assert.throws(
      () => resolveInside(root, attempt),
      (error: Error) => error instanceof ToolInputError && /absolute path/.test(error.message),
    );
  });
}

test('a NUL byte is refused', () => {
  assert.match(unsafeReason('docs/page.md%00.png') ?? '', /NUL/);
});

test('a missing file is named as missing', () => {
  const { root } = siteWithOutsideLink();
  assert.throws(() => resolveInside(root, 'docs/none.md'), /does not exist/);
});

test('decoding stops at a bad escape instead of throwing', () => {
  assert.equal(fullyDecoded('100%'), '100%');
  assert.equal(fullyDecoded('%252e'), '.');
});
