import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCliHistory } from '../cli-history/releases/release-changes.ts';
import { loadCliHistory } from '../cli-history/releases/history.ts';
import { loadCliModel } from './pipeline.ts';
import { olderCliOutput, withRouteBase } from './versions.ts';
import { cliChangelogOf, cliChangelogPage } from '../cli-history/changelog/generate.ts';
import { CLI_REFERENCE, cliStatusNote } from '../../shared/cli/cli-versions.ts';
import { locateRoute, sameRouteIn, type VersionsData } from '../../shared/reference-versions.ts';
import type { FileRecord } from '../lib/files.ts';

// The repository's own history: 1.5.0, 1.6.0 and 1.7.0 older, 1.8.0 current.
const history = buildCliHistory(loadCliHistory('.'), loadCliModel());
const current = loadCliModel();
// Every operation a command of any release calls, at a route of the current API.
const operations = new Map(
  [...history.models.values()].flatMap((model) =>
    [...model.byId.values()].flatMap((c) =>
      c.operations.map((id) => [id, { route: `/api/${id}`, method: 'GET', path: `/${id}`, summary: id }] as const),
    ),
  ),
);
const output = olderCliOutput(history, current, { operations, currentPages: ['changelog'] });
const file = (records: readonly FileRecord[], path: string) => {
  const found = records.find((r) => r.path === path);
  assert.ok(
    found,
    `${path} is generated; generated: ${records
      .map((r) => r.path)
      .slice(0, 20)
      .join(', ')}…`,
  );
  return found.content;
};
const pageOf = (records: readonly FileRecord[], route: string, folder: string) => {
  const index = JSON.parse(file(records, `${folder}/_model.json`)) as { pageFiles: Record<string, string> };
  const pageFile = index.pageFiles[route];
  assert.ok(pageFile, `${route} is in ${folder}/_model.json`);
  return JSON.stringify(JSON.parse(file(records, `${folder}/${pageFile}`)));
};

test('moving a model to another route base moves every command page and leaves the model as it was', () => {
  const moved = withRouteBase(current, '/cli-versions/v1-8-0');
  assert.equal(moved.byId.get('sand runs start')?.href, '/cli-versions/v1-8-0/sand/runs/start');
  assert.equal(moved.root.href, '/cli-versions/v1-8-0/sand');
  assert.deepEqual([...moved.byId.keys()], [...current.byId.keys()]);
  assert.equal(moved.byId.get('sand runs')?.children[0], moved.byId.get(moved.byId.get('sand runs')!.children[0].id));
  assert.equal(current.byId.get('sand runs start')?.href, '/cli/sand/runs/start');
});

test('every older release of sand has its reference under /cli-versions/vX-Y-Z, newest first in the sidebar', async () => {
  const { pages } = await output;
  assert.deepEqual(JSON.parse(file(pages, '_meta.json')), {
    'v1-7-0': 'sand 1.7.0',
    'v1-6-0': 'sand 1.6.0',
    'v1-5-0': 'sand 1.5.0',
  });
  assert.match(
    file(pages, 'v1-5-0/sand/workflows/push.mdx'),
    /route=\{"\/cli-versions\/v1-5-0\/sand\/workflows\/push"\}/,
  );
  assert.match(file(pages, 'v1-7-0/index.mdx'), /route=\{"\/cli-versions\/v1-7-0"\}/);
  // The current release is /cli itself: no folder of its own.
  assert.ok(!pages.some((r) => r.path.startsWith('v1-8-0/')));
});

test("an older page shows that release's flags, links within its release, and carries no history marks", async () => {
  const { pages } = await output;
  const push150 = pageOf(pages, '/cli-versions/v1-5-0/sand/workflows/push', 'v1-5-0');
  assert.match(push150, /"name":"file"/, 'sand 1.5.0 has workflows push --file');
  assert.doesNotMatch(push150, /"history"/);
  const push170 = pageOf(pages, '/cli-versions/v1-7-0/sand/workflows/push', 'v1-7-0');
  assert.doesNotMatch(push170, /"name":"file"/, 'sand 1.7.0 removed --file');
  const root = pageOf(pages, '/cli-versions/v1-6-0/sand', 'v1-6-0');
  assert.match(root, /"link":"\/cli-versions\/v1-6-0","text":"CLI overview"/);
  assert.doesNotMatch(root, /"\/cli\/sand/);
  const overview = pageOf(pages, '/cli-versions/v1-6-0', 'v1-6-0');
  assert.match(overview, /"overview":"\/cli-versions\/v1-6-0"/);
});

test("the picker's data lists every release with its status and each command's page, and finds the same command in another release", async () => {
  const { data } = await output;
  assert.equal(data.path, CLI_REFERENCE.dataFile);
  const parsed = JSON.parse(data.content) as VersionsData;
  assert.deepEqual(
    parsed.versions.map((v) => [v.version, v.status, v.base]),
    [
      ['1.8.0', 'current', '/cli'],
      ['1.7.0', 'supported', '/cli-versions/v1-7-0'],
      ['1.6.0', 'unsupported', '/cli-versions/v1-6-0'],
      ['1.5.0', 'unsupported', '/cli-versions/v1-5-0'],
    ],
  );
  assert.equal(parsed.versions[0].pages.changelog, null);
  assert.equal(parsed.versions[3].pages['sand/workflows/push'], 'sand workflows push');
  assert.deepEqual(parsed.releases, ['1.5.0', '1.6.0', '1.7.0', '1.8.0']);
  assert.deepEqual(parsed.items['sand workflows check'], ['1.7.0', '1.8.0']);
  assert.equal(locateRoute(parsed, '/cli-versions/v1-5-0/sand/workflows/push')?.version.version, '1.5.0');
  assert.deepEqual(sameRouteIn(parsed, '/cli-versions/v1-5-0/sand/workflows/push', '1.8.0'), {
    route: '/cli/sand/workflows/push',
  });
  assert.deepEqual(sameRouteIn(parsed, '/cli/sand/workflows/check', '1.6.0'), {
    route: '/cli-versions/v1-6-0',
    missingItem: 'sand workflows check',
  });
  assert.deepEqual(sameRouteIn(parsed, '/cli/changelog', '1.5.0'), { route: '/cli-versions/v1-5-0' });
});

test("a release's status reads as versions.yaml defines it", () => {
  assert.match(cliStatusNote('supported'), /supported: the control plane still accepts it/);
  assert.match(cliStatusNote('unsupported'), /unsupported: the control plane no longer accepts it/);
});

test("the changelog's releases link their references: the current one /cli, the older ones their own", async () => {
  const { bases } = await output;
  const { page } = cliChangelogPage('sand', cliChangelogOf(history, current), bases);
  const text = JSON.stringify(page);
  assert.match(
    text,
    /"Released [^"]+\. No longer supported\."," Read the ",\{"link":"\/cli-versions\/v1-5-0","text":"1\.5\.0 reference"\}/,
  );
  assert.match(text, /\{"link":"\/cli-versions\/v1-7-0","text":"1\.7\.0 reference"\}/);
  assert.match(text, /\{"link":"\/cli","text":"1\.8\.0 reference"\}/);
});
