/**
 * The committed releases themselves (openapi/versions/): each is a complete description that the
 * API generator accepts as it accepts today's, and they tell one consistent story.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageReport } from '../openapi/coverage.ts';
import { loadApiModel, type ApiModel } from '../openapi/model.ts';
import { CURRENT_API_FILE, loadApiHistory, type ApiRelease } from './history.ts';

const releases = loadApiHistory('.');
const models = new Map<string, ApiModel>();
const texts = new Map<string, string>();
for (const release of releases) {
  const { model, loaded } = await loadApiModel(release.file);
  models.set(release.version, model);
  texts.set(release.version, loaded.text);
}
const model = (release: ApiRelease) => models.get(release.version)!;
const opIds = (release: ApiRelease) => new Set(model(release).operations.map((op) => op.operationId));
const byVersion = (version: string) => releases.find((r) => r.version === version)!;

test('every release is an OpenAPI 3.1 description that loads, validates and resolves like today\'s, with the same coverage report', async () => {
  const { loaded: current } = await loadApiModel(CURRENT_API_FILE);
  const summary = (doc: Parameters<typeof coverageReport>[0]) => coverageReport(doc).map((f) => `${f.level} ${f.subject}`).sort();
  const expected = summary(current.doc);
  for (const release of releases) {
    const { loaded } = await loadApiModel(release.file);
    assert.equal(loaded.doc.openapi, current.doc.openapi, release.file);
    assert.deepEqual(summary(loaded.doc), expected, `${release.file}: coverage differs from ${CURRENT_API_FILE}`);
  }
});

test('every link from a release\'s text to an operation page names an operation of that release', () => {
  for (const release of releases) {
    const slugs = new Set(model(release).operations.map((op) => op.slug));
    const linked = [...texts.get(release.version)!.matchAll(/\]\(\/api\/([a-z0-9-]+)\)/g)].map((m) => m[1]);
    for (const slug of linked) assert.ok(slugs.has(slug), `${release.file} links /api/${slug}, which ${release.version} does not have`);
  }
});

test('operations are only ever added, never lost, from one release to the next', () => {
  for (let i = 1; i < releases.length; i++) {
    const before = opIds(releases[i - 1]);
    const after = opIds(releases[i]);
    const lost = [...before].filter((id) => !after.has(id));
    assert.deepEqual(lost, [], `${releases[i].version} lost operations of ${releases[i - 1].version}`);
    assert.ok(after.size > before.size, `${releases[i].version} adds no operation`);
  }
  assert.equal(opIds(releases[releases.length - 1]).size, 67);
});

test('the listing\'s summaries announce each breaking change in the release that makes it', () => {
  // The changes the release files show, and the words the release's summary must hold for them.
  const listRunsParams = (release: ApiRelease) => model(release).operations.find((op) => op.operationId === 'listRuns')!.parameters.map((p) => p.name);
  assert.ok(listRunsParams(byVersion('1.2.0')).includes('workflowName'));
  assert.ok(listRunsParams(byVersion('1.3.0')).includes('workflow') && !listRunsParams(byVersion('1.3.0')).includes('workflowName'));
  assert.match(byVersion('1.3.0').summary, /^Breaking: List runs renames its query parameters workflowName and stepName to workflow and step/);
  assert.match(byVersion('1.2.0').summary, /^Breaking: a new test case/);
  assert.match(byVersion('1.1.0').summary, /Announced for 1\.2\.0/);
  assert.match(byVersion('1.2.0').summary, /Announced for 1\.3\.0/);
});
