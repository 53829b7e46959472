import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks, readSite } from './links.ts';
import { readMarkdownDocs, scanMarkdown } from './markdown-docs.ts';

const SITE = 'https://docs.example.test';

test('links, images and definitions in Markdown are found; code is not a link', () => {
  const scan = scanMarkdown('[a](/a) ![i](/i.png) `[no](/code)`\n\n```\n[no](/fence)\n```\n\n[ref]: /defined\n');
  assert.deepEqual(
    scan.links.map((l) => l.url),
    ['/a', '/i.png', '/defined'],
  );
});

test('the link check reports a twin linking to a missing page or heading, and passes twins whose links resolve', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-links-'));
  try {
    fs.writeFileSync(path.join(out, 'index.html'), '<html><body><h2 id="setup">Setup</h2></body></html>');
    fs.mkdirSync(path.join(out, 'docs'));
    fs.writeFileSync(path.join(out, 'docs/a.html'), '<html><body>A</body></html>');
    fs.writeFileSync(
      path.join(out, 'docs/a.md'),
      `# A\n\n[home](${SITE}/#setup) [self](${SITE}/docs/a.md) [gone](${SITE}/docs/gone) [bad anchor](/#nope) [other](https://example.com/x)\n`,
    );
    fs.writeFileSync(path.join(out, 'llms.txt'), `# T\n\n- [A](${SITE}/docs/a.md)\n- [B](${SITE}/docs/b.md)\n`);
    const documents = readMarkdownDocs(out);
    assert.deepEqual([...documents.keys()], ['docs/a.md', 'llms.txt']);
    const result = checkLinks({ ...readSite(out), documents }, SITE);
    assert.deepEqual(
      result.broken.map(({ page, link }) => `${page} ${link}`),
      [`/docs/a.md ${SITE}/docs/gone`, '/docs/a.md /#nope', `/llms.txt ${SITE}/docs/b.md`],
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
