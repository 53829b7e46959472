import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderLlmsFull, renderLlmsTxt, sectionOf, type TwinEntry } from './llms.ts';

const site = { title: 'Sandgarden Docs', description: 'Docs for Sandgarden.' };
const entry = (route: string, title: string, markdown = `# ${title}\n\nBody.\n`): TwinEntry => ({
  route,
  twinPath: `${route}.md`,
  title,
  description: `About ${title}.`,
  markdown,
});
const entries = [
  entry('/docs/a', 'A'),
  entry('/api/start-run', 'Start a run'),
  entry('/cli/sand', 'sand'),
  entry('/tags', 'Tags'),
  entry('/tags/x', 'Tag x'),
  entry('/tags/y', 'Tag y'),
  entry('/category/c', 'C'),
];

test('llms.txt: title, summary, then Docs, API, CLI and Optional sections linking every twin with its description', () => {
  const text = renderLlmsTxt(site, entries);
  assert.match(text, /^# Sandgarden Docs\n\n> Docs for Sandgarden\.\n/);
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(sections, ['Docs', 'API', 'CLI', 'Optional']);
  assert.match(
    text,
    /^- \[Start a run\]\(https:\/\/docs\.sandgarden\.com\/api\/start-run\.md\): About Start a run\.$/m,
  );
  assert.match(text.split('## API')[0], /category\/c\.md/);
  assert.equal(sectionOf('/tags'), 'Optional');
});

test("llms.txt lists the tag index once, not each tag's page (their twins are still written)", () => {
  const text = renderLlmsTxt(site, entries);
  assert.deepEqual(
    [...text.split('## Optional')[1].matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1]),
    ['Tags'],
  );
  assert.doesNotMatch(text, /tags\/x\.md|tags\/y\.md/);
});

test('llms-full.txt inlines everything while under the limit, and links the API and CLI twins above it', () => {
  const small = renderLlmsFull(site, entries);
  assert.equal(small.inlinedReference, true);
  assert.match(small.content, /# Start a run/);
  assert.doesNotMatch(small.content, /# Tag x/);
  const big = renderLlmsFull(site, entries, 200);
  assert.equal(big.inlinedReference, false);
  assert.match(big.content, /# A\n\nBody\./);
  assert.doesNotMatch(big.content, /# Start a run\n/);
  assert.match(big.content, /\[Start a run\]\(https:\/\/docs\.sandgarden\.com\/api\/start-run\.md\)/);
});

test("llms-full.txt inlines an entry's shorter full text (an operation with curl only); its own twin keeps the rest", () => {
  const operation: TwinEntry = {
    route: '/api/start-run',
    twinPath: '/api/start-run.md',
    title: 'Start a run',
    markdown: '# Start a run\n\ncurl\n\nPython\n\nTypeScript\n',
    fullMarkdown: '# Start a run\n\ncurl\n',
  };
  const full = renderLlmsFull(site, [operation]);
  assert.ok(full.inlinedReference);
  assert.match(full.content, /# Start a run\n\ncurl\n/);
  assert.doesNotMatch(full.content, /Python|TypeScript/);
});
