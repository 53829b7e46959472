import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitForPageChunks, writeHydrationChunks } from './hydration-chunks.ts';
import { temporaryDir } from '../../generator/lib/temporary-dir.ts';

/** The shape Next 16 exports with Turbopack: the runtime chunk, the inline bootstrap, the page's chunks, a noModule polyfill. */
const PAGE = [
  '<html><head>',
  '<script src="/_next/static/chunks/turbopack-aa.js" async=""></script>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/layout.js" async=""></script>',
  '<script src="/_next/static/chunks/theme.js" async=""></script>',
  '</head><body><p>The page</p>',
  '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js","static/chunks/react.js"],"runtimeModuleIds":[494553]});</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/theme.js" async=""></script>',
  '</body></html>',
].join('');

const bootstrapOf = (html: string) => JSON.parse(/"otherChunks":(\[[^\]]*\])/.exec(html)![1]);

test("the bootstrap lists the page's chunks after its own, once each, in page order", () => {
  const result = waitForPageChunks(PAGE)!;
  assert.deepEqual(bootstrapOf(result.html), [
    'static/chunks/main.js',
    'static/chunks/react.js',
    'static/chunks/layout.js',
    'static/chunks/theme.js',
  ]);
  assert.equal(result.added, 2);
});

test('the runtime chunk and noModule polyfills are not waited for, and nothing else in the page changes', () => {
  const result = waitForPageChunks(PAGE)!;
  assert.doesNotMatch(JSON.stringify(bootstrapOf(result.html)), /turbopack-|polyfills/);
  assert.equal(result.html.replace(/"otherChunks":\[[^\]]*\]/, ''), PAGE.replace(/"otherChunks":\[[^\]]*\]/, ''));
});

test('a page rewritten once is left as it is the second time', () => {
  const once = waitForPageChunks(PAGE)!.html;
  assert.deepEqual(waitForPageChunks(once), { html: once, added: 0 });
});

test('a plain HTML page, without chunks, is left as it is', () => {
  const plain = '<html><body><p>No scripts</p></body></html>';
  assert.deepEqual(waitForPageChunks(plain), { html: plain, added: 0 });
});

test("a page with Next's chunks but no bootstrap is reported, and the export step names the file and the fix", () => {
  const withoutBootstrap = PAGE.replace(/<script>\(globalThis[^<]*<\/script>/, '');
  assert.equal(waitForPageChunks(withoutBootstrap), null);
  const dir = temporaryDir('hydration-chunks-');
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'old.html'), withoutBootstrap);
  assert.throws(
    () => writeHydrationChunks(dir),
    (error: Error) =>
      error.message.includes(path.join(dir, 'docs', 'old.html')) &&
      error.message.includes('postbuild/export-files/hydration-chunks.ts'),
  );
});
