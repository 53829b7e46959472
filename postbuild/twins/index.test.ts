import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateApi } from '../../generator/openapi/pipeline.ts';
import { GROUP_THRESHOLD } from '../../generator/openapi/layout.ts';
import { syntheticSpec } from '../../generator/openapi/large-spec.ts';
import { scanMarkdown } from '../gates/markdown-docs.ts';
import { renderTwins, twinPath } from './index.ts';
import { parseFrontmatter } from '../../generator/docs/frontmatter.ts';

test('a large API mounted beside ours gets a twin for every page, each operation written from the model, every link landing on one of its pages', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-large-'));
  try {
    const specFile = path.join(dir, 'big.json');
    fs.writeFileSync(specFile, JSON.stringify(syntheticSpec([120, 70, 40])));
    const base = '/api/big';
    const { model, pages } = await generateApi({ specFile, routeBase: base, foreignLinks: true });
    assert.ok(model.operations.length > GROUP_THRESHOLD);
    const contentDir = path.join(dir, 'content');
    const routes: string[] = [];
    for (const page of pages) {
      const file = path.join(contentDir, base, page.path);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page.content);
      if (page.path.endsWith('.mdx'))
        routes.push((base + '/' + page.path.replace(/\.mdx$/, '')).replace(/\/index$/, ''));
    }
    const result = renderTwins(routes, { contentDir, site: { title: 'T', description: 'D' }, docsOrder: [] });

    const twins = new Map(result.files.map((f) => [f.path, f.content]));
    for (const route of routes) assert.ok(twins.has(twinPath(route).slice(1)), route);
    const first = model.operations[0];
    const opRoute = routes.find((r) => r.endsWith(`/${first.slug}`))!;
    assert.match(twins.get(twinPath(opRoute).slice(1))!, /^`GET \/groups-1\/things-1\/\{thingId\}`$/m);
    assert.match(
      twins.get(twinPath(base).slice(1))!,
      /^- \[Group 2\]\(https:\/\/docs\.sandgarden\.com\/api\/big\/group-2\) \(70 operations\)/m,
    );
    // A tag page is a stub: its twin is written from its blocks in the section's model.
    const tagTwin = twins.get(twinPath(`${base}/group-2`).slice(1))!;
    assert.match(tagTwin, /^# Group 2$/m);
    assert.match(
      tagTwin,
      /\[Get thing 1 of group 2\]\(https:\/\/docs\.sandgarden\.com\/api\/big\/group-2\/get-group2-thing1\) `GET \/groups-2\/things-1\/\{thingId\}`/,
    );

    const served = new Set([...routes, ...[...twins.keys()].map((p) => '/' + p)]);
    for (const [file, content] of twins) {
      for (const { url } of scanMarkdown(content).links) {
        if (!url.startsWith('https://docs.sandgarden.com/')) continue;
        assert.ok(served.has(new URL(url).pathname), `${file} links to ${url}`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a listed page with no source fails, naming the page and the fix', () => {
  assert.throws(
    () =>
      renderTwins(['/docs/nowhere'], { contentDir: 'content', site: { title: 'T', description: 'D' }, docsOrder: [] }),
    /\/docs\/nowhere.*no MDX source/s,
  );
});

test("a tag page's twin lists each page its card list names, with the title and description of that page's front matter", () => {
  const source = fs.readFileSync('content/tags/connector.mdx', 'utf8');
  const routes = JSON.parse(/<DocCards routes=\{(.*)\} \/>/.exec(source)![1]) as string[];
  assert.ok(routes.length > 10);
  const result = renderTwins(['/tags/connector'], {
    contentDir: 'content',
    site: { title: 'T', description: 'D' },
    docsOrder: [],
  });
  const items = result.files[0].content.split('\n').filter((line) => line.startsWith('- ['));
  const expected = routes.map((route) => {
    const file = `content${route}.mdx`;
    const { title, description } = parseFrontmatter(file, fs.readFileSync(file, 'utf8')).data as {
      title: string;
      description: string;
    };
    return `- [${title}](https://docs.sandgarden.com${route}): ${description}`;
  });
  assert.deepEqual(items, expected);
});

test("an older API version's page gets a twin that opens with its banner and links the same page today; llms.txt leaves it out", async () => {
  const { loadTwinSources } = await import('./index.ts');
  const sources = await loadTwinSources();
  const older = ['/api-versions/v1-3-0/start-run', '/api-versions/v1-0-0/list-runs'];
  const result = renderTwins(['/api/start-run'], sources, older);
  const twins = new Map(result.files.map((f) => [f.path, f.content]));
  const current = sources.apiVersions!.versions[0].version;
  const start = twins.get('api-versions/v1-3-0/start-run.md');
  assert.ok(start, 'the twin is written');
  assert.match(
    start,
    new RegExp(
      `^# Start a run\\n\\n> \\*\\*You are reading version 1\\.3\\.0; the current version is ${current.replace(/\./g, '\\.')}\\.\\*\\* \\[Read this page in version ${current.replace(/\./g, '\\.')}\\]\\(https://docs\\.sandgarden\\.com/api/start-run\\)\\.\\n`,
    ),
  );
  assert.match(start, /^`POST \/api\/v1\/runs`$/m, 'the operation itself, as that version has it');
  assert.match(
    twins.get('api-versions/v1-0-0/list-runs.md')!,
    /This version is deprecated and served until \d{4}-\d\d-\d\d\./,
  );
  assert.equal(result.entries.length, 1, 'only the listed page is an llms entry');
  assert.doesNotMatch(twins.get('llms.txt')!, /api-versions/);
  assert.doesNotMatch(twins.get('llms-full.txt')!, /api-versions/);
});
