import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diagramAlt, diagramsOf } from './find.ts';
import { asImage, diagramRecords, DRAWN_WITH } from './render.ts';
import { diagramKey } from '../../shared/diagram-key.ts';
import type { SpecError } from '../lib/errors.ts';

const FLOW = 'flowchart LR\n  accTitle: Two boxes\n  accDescr: A leads to B\n  A --> B';

test('finds the mermaid blocks of an MDX text with their line, keyed by their source', () => {
  const text = `# Title\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`;
  const found = diagramsOf('content/docs/a.mdx', text);
  assert.deepEqual(found, [{ file: 'content/docs/a.mdx', line: 3, source: FLOW, key: diagramKey(FLOW) }]);
  // The key ignores line-end style only.
  assert.equal(diagramKey(FLOW.replaceAll('\n', '\r\n')), diagramKey(FLOW));
  assert.notEqual(diagramKey(FLOW + ' '), diagramKey(FLOW));
});

test('the text alternative is the accTitle and the accDescr, as sentences', () => {
  assert.equal(diagramAlt(FLOW), 'Two boxes. A leads to B.');
  assert.equal(diagramAlt('flowchart LR\n  accTitle: Only a title\n  A --> B'), 'Only a title');
  assert.equal(
    diagramAlt('flowchart LR\n  accTitle: Title!\n  accDescr {\n    Over\n    two lines\n  }\n  A --> B'),
    'Title! Over two lines.',
  );
  assert.equal(diagramAlt('flowchart LR\n  A --> B'), undefined);
});

test('an SVG becomes an image file of its drawn size', () => {
  const svg =
    '<svg id="x" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 120.5px;" viewBox="0 0 120.5 40"><g/></svg>';
  assert.equal(
    asImage(svg, 121, 40),
    '<svg width="121" height="40" id="x" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120.5 40"><g/></svg>',
  );
});

const tempDir = (t: { after(fn: () => void): void }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-diagrams-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const fakeSvg = (theme: string) =>
  `<svg width="100%" style="max-width: 10px;" viewBox="0 0 10 5"><text>${theme}</text></svg>`;
const source = { file: 'content/docs/a.mdx', line: 3, source: FLOW, key: diagramKey(FLOW) };

test('new diagrams are drawn once per theme; the files and the list are the records', async (t) => {
  const dir = tempDir(t);
  const calls: string[] = [];
  const records = await diagramRecords(
    [source, { ...source, line: 30 }],
    dir,
    () => '/no/browser',
    async (_source, theme, key) => {
      calls.push(`${theme}:${key}`);
      return { status: 'fulfilled' as const, value: { svg: fakeSvg(theme), width: 9.2, height: 5, id: 'x' } };
    },
  );
  // The same diagram twice is drawn once per theme.
  assert.deepEqual(calls, [`light:${source.key}`, `dark:${source.key}`]);
  assert.deepEqual(
    records.map((r) => r.path),
    [`${source.key}.dark.svg`, `${source.key}.light.svg`, 'diagrams.json'],
  );
  assert.match(records[1].content, /^<svg width="10" height="5" viewBox/);
  assert.deepEqual(JSON.parse(records[2].content), {
    [source.key]: { width: 10, height: 5, alt: 'Two boxes. A leads to B.', drawnWith: DRAWN_WITH },
  });
});

test('a diagram drawn before is reused from disk without a browser', async (t) => {
  const dir = tempDir(t);
  fs.writeFileSync(path.join(dir, `${source.key}.light.svg`), 'LIGHT');
  fs.writeFileSync(path.join(dir, `${source.key}.dark.svg`), 'DARK');
  fs.writeFileSync(
    path.join(dir, 'diagrams.json'),
    JSON.stringify({ [source.key]: { width: 10, height: 5, alt: 'old', drawnWith: DRAWN_WITH } }),
  );
  const records = await diagramRecords(
    [source],
    dir,
    () => '/no/browser',
    async () => assert.fail('no drawing needed'),
  );
  assert.deepEqual(
    records.map((r) => [r.path, r.content]),
    [
      [`${source.key}.dark.svg`, 'DARK'],
      [`${source.key}.light.svg`, 'LIGHT'],
      // The text alternative follows the source's accTitle even when the drawing is reused.
      [
        'diagrams.json',
        JSON.stringify(
          { [source.key]: { width: 10, height: 5, alt: 'Two boxes. A leads to B.', drawnWith: DRAWN_WITH } },
          null,
          2,
        ) + '\n',
      ],
    ],
  );
});

test('a diagram drawn with another Mermaid or other settings is drawn again', async (t) => {
  const dir = tempDir(t);
  fs.writeFileSync(path.join(dir, `${source.key}.light.svg`), 'LIGHT');
  fs.writeFileSync(path.join(dir, `${source.key}.dark.svg`), 'DARK');
  fs.writeFileSync(
    path.join(dir, 'diagrams.json'),
    JSON.stringify({ [source.key]: { width: 10, height: 5, alt: 'old', drawnWith: 'before' } }),
  );
  const drawn: string[] = [];
  const records = await diagramRecords(
    [source],
    dir,
    () => '/no/browser',
    async (_source, theme) => {
      drawn.push(theme);
      return { status: 'fulfilled' as const, value: { svg: fakeSvg(theme), width: 20, height: 8, id: 'x' } };
    },
    'after',
  );
  assert.deepEqual(drawn, ['light', 'dark']);
  assert.match(records[1].content, /<text>light<\/text>/);
  assert.deepEqual(JSON.parse(records[2].content), {
    [source.key]: { width: 20, height: 8, alt: 'Two boxes. A leads to B.', drawnWith: 'after' },
  });
});

test('a diagram without accTitle, one that does not draw, or no browser: errors naming the file, line and fix', async (t) => {
  const dir = tempDir(t);
  const untitled = { ...source, source: 'flowchart LR\n  A --> B', key: 'k1' };
  await assert.rejects(
    diagramRecords(
      [untitled],
      dir,
      () => '/no/browser',
      async () => assert.fail('nothing is drawn'),
    ),
    (error: SpecError) => {
      assert.match(error.message, /^content\/docs\/a\.mdx at line 3: this Mermaid diagram has no accTitle/);
      assert.match(error.message, /fix: add a line `accTitle: /);
      return true;
    },
  );
  await assert.rejects(
    diagramRecords(
      [source],
      dir,
      () => '/no/browser',
      async () => ({
        status: 'rejected',
        reason: new Error('Parse error on line 4:\n...'),
      }),
    ),
    /content\/docs\/a\.mdx at line 7: the Mermaid diagram does not draw: Parse error on line 4:[\s\S]*fix: correct the diagram/,
  );
  await assert.rejects(
    diagramRecords(
      [source],
      dir,
      () => '/no/browser',
      async () => {
        throw new Error("Executable doesn't exist at /no/browser");
      },
    ),
    /content\/docs\/a\.mdx at line 3: 1 new or changed Mermaid diagram must be drawn, and Chromium \(\/no\/browser\) could not run[\s\S]*fix: install Chromium/,
  );
});
