import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, startupChunks, withCompileHint, writeCompileHints } from './compile-hints.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,e=>{e.s(["x",0,1])}]);';

const page = (...chunks: string[]) =>
  '<html><head>' +
  chunks.map((chunk) => `<script src="/_next/static/chunks/${chunk}" async=""></script>`).join('') +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body><p>A page</p></body></html>';

/** An export: two pages sharing the runtime and React, each with a chunk of its own, a lazy chunk no page loads, and the polyfills. */
function exportDir(): string {
  const dir = temporaryDir('compile-hints-');
  fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'docs'));
  for (const chunk of ['turbopack-aa.js', 'react.js', 'home.js', 'docs.js', 'search-dialog.js', 'polyfills.js']) {
    fs.writeFileSync(path.join(dir, '_next/static/chunks', chunk), CHUNK);
  }
  fs.writeFileSync(path.join(dir, 'index.html'), page('turbopack-aa.js', 'react.js', 'home.js'));
  fs.writeFileSync(path.join(dir, 'docs/page.html'), page('turbopack-aa.js', 'react.js', 'docs.js'));
  return dir;
}

const chunkText = (dir: string, chunk: string) => fs.readFileSync(path.join(dir, '_next/static/chunks', chunk), 'utf8');

test('the hint is a comment on the first line, added once', () => {
  assert.equal(withCompileHint(CHUNK), `//# allFunctionsCalledOnLoad\n${CHUNK}`);
  assert.equal(withCompileHint(withCompileHint(CHUNK)), withCompileHint(CHUNK));
});

test('the startup chunks are those some page runs before hydrating, each with the first page that loads it', () => {
  const dir = exportDir();
  assert.deepEqual(Object.fromEntries(startupChunks(dir)), {
    'static/chunks/turbopack-aa.js': 'docs/page.html',
    'static/chunks/react.js': 'docs/page.html',
    'static/chunks/docs.js': 'docs/page.html',
    'static/chunks/home.js': 'index.html',
  });
});

test('every startup chunk is marked, lazy chunks and noModule polyfills are not, and a second run changes nothing', () => {
  const dir = exportDir();
  writeCompileHints(dir);
  for (const chunk of ['turbopack-aa.js', 'react.js', 'home.js', 'docs.js'])
    assert.ok(chunkText(dir, chunk).startsWith(COMPILE_HINT), chunk);
  for (const chunk of ['search-dialog.js', 'polyfills.js']) assert.equal(chunkText(dir, chunk), CHUNK, chunk);
  assert.equal(chunkText(dir, 'react.js'), COMPILE_HINT + CHUNK, 'the code itself is unchanged');
  writeCompileHints(dir);
  assert.equal(chunkText(dir, 'react.js'), COMPILE_HINT + CHUNK);
});

test('a page that loads a chunk the export lacks is an error naming the page and the chunk, and no chunk is changed', () => {
  const dir = exportDir();
  fs.rmSync(path.join(dir, '_next/static/chunks/docs.js'));
  assert.throws(
    () => writeCompileHints(dir),
    (error: Error) =>
      error.message.includes(path.join(dir, 'docs/page.html')) &&
      error.message.includes('/_next/static/chunks/docs.js'),
  );
  assert.equal(chunkText(dir, 'react.js'), CHUNK);
});
