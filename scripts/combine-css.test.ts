import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { combineStylesheets, combinedHref, commonOrder, linkedStylesheets, pointAtCombined } from './combine-css.ts';

const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;
const flightLink = (name: string, key: number) =>
  `[\\"$\\",\\"link\\",\\"${key}\\",{\\"rel\\":\\"stylesheet\\",\\"href\\":\\"/_next/static/chunks/${name}.css\\",\\"precedence\\":\\"next\\"}]`;
const page = (names: string[]) =>
  `<!DOCTYPE html><html><head>${names.map(link).join('')}<title>t</title></head><body><main><p>Text</p></main>` +
  `<script>self.__next_f.push([1,":HL[\\"/_next/static/chunks/${names[0]}.css\\",\\"style\\"]\\n2:[${names.map(flightLink).join(',')}]"])</script></body></html>`;

test('the stylesheets a page links in its head, in order; not those named in its body', () => {
  assert.deepEqual(linkedStylesheets(page(['a', 'b'])).map((href) => path.basename(href)), ['a.css', 'b.css']);
  assert.deepEqual(linkedStylesheets('<html><head></head><body>' + link('x') + '</body></html>'), []);
});

test('pages linking some of the parts in the same order agree; a page with another order or an extra part is an error naming it', () => {
  const href = (name: string) => `/_next/static/chunks/${name}.css`;
  assert.deepEqual(commonOrder([{ file: 'a.html', hrefs: [href('a'), href('c')] }, { file: 'b.html', hrefs: [href('a'), href('b'), href('c')] }]), [href('a'), href('b'), href('c')]);
  assert.throws(() => commonOrder([{ file: 'x.html', hrefs: [href('b'), href('a')] }, { file: 'y.html', hrefs: [href('a'), href('b'), href('c')] }]), /x\.html: links its stylesheets in the order/);
  assert.throws(() => commonOrder([{ file: 'z.html', hrefs: [href('z')] }, { file: 'y.html', hrefs: [href('a'), href('b')] }]), /z\.html: links \/_next\/static\/chunks\/z\.css/);
});

test('a page points at the combined file once in its head and everywhere in its flight data', () => {
  const parts = ['a', 'b', 'c'].map((name) => `/_next/static/chunks/${name}.css`);
  const combined = combinedHref('a{}\nb{}\nc{}');
  const result = pointAtCombined(page(['a', 'b', 'c']), parts, combined);
  assert.deepEqual(linkedStylesheets(result), [combined]);
  for (const part of parts) assert.ok(!result.includes(part), part);
  assert.equal(result.split(`\\"href\\":\\"${combined}\\"`).length - 1, 3, 'each layout element names the combined file');
  assert.ok(result.includes('<main><p>Text</p></main>'));
});

test('the export gets one stylesheet, the parts concatenated in the pages’ order, named by its content', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'combine-css-'));
  try {
    fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    fs.mkdirSync(path.join(out, 'docs'));
    for (const [name, css] of [['a', '.a{color:red}'], ['b', '.a{color:blue}'], ['c', '.c{margin:0}']]) fs.writeFileSync(path.join(out, `_next/static/chunks/${name}.css`), css);
    fs.writeFileSync(path.join(out, 'index.html'), page(['a', 'b', 'c']));
    fs.writeFileSync(path.join(out, 'docs/page.html'), page(['a', 'b']));
    fs.writeFileSync(path.join(out, 'docs/page.txt'), `:HL["/_next/static/chunks/b.css","style"]\n`);
    const result = combineStylesheets(out);
    assert.equal(result.files, 3);
    // The later part's rule still wins: the order of the links is the order of the file.
    assert.equal(fs.readFileSync(path.join(out, result.combined), 'utf8'), '.a{color:red}\n.a{color:blue}\n.c{margin:0}');
    assert.deepEqual(linkedStylesheets(fs.readFileSync(path.join(out, 'docs/page.html'), 'utf8')), [result.combined]);
    assert.equal(fs.readFileSync(path.join(out, 'docs/page.txt'), 'utf8'), `:HL["${result.combined}","style"]\n`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
