/**
 * The committed releases themselves (openapi/versions/): each is a complete description that the
 * API generator accepts as it accepts today's, and they tell one consistent story.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageReport } from '../../openapi/coverage.ts';
import type { ApiModel } from '../../openapi/model.ts';
import { loadApiModel } from '../../openapi/pipeline.ts';
import { CHANGELOG_ROUTE } from '../../../shared/api/changelog-links.ts';
import type { JsonObject } from '../../lib/json.ts';
import { WORKING_API_FILE, loadApiHistory, type ApiRelease } from './history.ts';

const releases = loadApiHistory('.');
const models = new Map<string, ApiModel>();
const texts = new Map<string, string>();
const docs = new Map<string, JsonObject>();
for (const release of releases) {
  const { model, loaded } = await loadApiModel(release.file);
  models.set(release.version, model);
  texts.set(release.version, loaded.text);
  docs.set(release.version, loaded.doc);
}
const model = (release: ApiRelease) => models.get(release.version)!;
const opIds = (release: ApiRelease) => new Set(model(release).operations.map((op) => op.operationId));
const byVersion = (version: string) => releases.find((r) => r.version === version)!;

test("every release is an OpenAPI 3.1 description that loads, validates and resolves like today's (3.2), with the same coverage report", async () => {
  const { loaded: current } = await loadApiModel(WORKING_API_FILE);
  const summary = (doc: Parameters<typeof coverageReport>[0]) =>
    coverageReport(doc)
      .map((f) => `${f.level} ${f.subject}`)
      .sort();
  const expected = summary(current.doc);
  assert.match(String(current.doc.openapi), /^3\.2\./);
  for (const release of releases) {
    const { loaded } = await loadApiModel(release.file);
    // Released files stay as released: 3.1.
    assert.match(String(loaded.doc.openapi), /^3\.1\./, release.file);
    assert.deepEqual(summary(loaded.doc), expected, `${release.file}: coverage differs from ${WORKING_API_FILE}`);
  }
});

test("every link from a release's text to an operation page names an operation of that release", () => {
  for (const release of releases) {
    // The section's own pages (its overview, the changelog) are there in every release.
    const slugs = new Set([
      ...model(release).operations.map((op) => op.slug),
      model(release).overviewSlug,
      CHANGELOG_ROUTE.slice('/api/'.length),
    ]);
    const linked = [...texts.get(release.version)!.matchAll(/\]\(\/api\/([a-z0-9-]+)\)/g)].map((m) => m[1]);
    for (const slug of linked)
      assert.ok(slugs.has(slug), `${release.file} links /api/${slug}, which ${release.version} does not have`);
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

test("the listing's summaries announce each breaking change in the release that makes it", () => {
  // The changes the release files show, and the words the release's summary must hold for them.
  const listRunsParams = (release: ApiRelease) =>
    model(release)
      .operations.find((op) => op.operationId === 'listRuns')!
      .parameters.map((p) => p.name);
  assert.ok(listRunsParams(byVersion('1.2.0')).includes('workflowName'));
  assert.ok(
    listRunsParams(byVersion('1.3.0')).includes('workflow') &&
      !listRunsParams(byVersion('1.3.0')).includes('workflowName'),
  );
  assert.match(
    byVersion('1.3.0').summary,
    /^Breaking: List runs renames its query parameters workflowName and stepName to workflow and step/,
  );
  assert.match(byVersion('1.2.0').summary, /^Breaking: a new test case/);
  assert.match(byVersion('1.1.0').summary, /Announced for 1\.2\.0/);
  assert.match(byVersion('1.2.0').summary, /Announced for 1\.3\.0/);
});

/** The raw value at a path of a release's description (the path's keys as written). */
function at(version: string, ...keys: string[]): unknown {
  let node: unknown = docs.get(version);
  for (const key of keys) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

test('the history holds every kind of change the changelog shows, each in the release its summary names', () => {
  const versions = releases.map((r) => r.version);
  assert.deepEqual(versions, ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']);
  // Operations added: batch comparison and test cases (1.1.0), key verification (1.2.0), creating
  // one's own key (1.3.0), auth metadata (1.4.0).
  const added = (version: string) =>
    [...opIds(byVersion(version))].filter((id) => !opIds(releases[versions.indexOf(version) - 1]).has(id)).sort();
  assert.deepEqual(added('1.1.0'), [
    'compareRuns',
    'createTestCase',
    'deleteTestCase',
    'getTestCase',
    'listTestCases',
    'updateTestCase',
  ]);
  assert.deepEqual(added('1.2.0'), ['verifyApiKey']);
  assert.deepEqual(added('1.3.0'), ['createApiKey']);
  assert.deepEqual(added('1.4.0'), ['getAuthMetadata']);
  // A field deprecated in one release and removed in a later one.
  const buildLogs = (version: string) =>
    at(version, 'components', 'schemas', 'Workflow', 'properties', 'buildLogs') as JsonObject | undefined;
  assert.equal(buildLogs('1.0.0')?.deprecated, undefined);
  assert.equal(buildLogs('1.1.0')?.deprecated, true);
  assert.equal(buildLogs('1.2.0')?.deprecated, true);
  assert.equal(buildLogs('1.3.0'), undefined);
  // Enum values added.
  const kinds = (version: string) => at(version, 'components', 'schemas', 'ConnectorKind', 'enum') as string[];
  assert.deepEqual(
    kinds('1.2.0').filter((k) => !kinds('1.1.0').includes(k)),
    ['bigquery', 'vertex'],
  );
  assert.deepEqual(
    kinds('1.3.0').filter((k) => !kinds('1.2.0').includes(k)),
    ['aws', 'azure', 'custom', 'gcp'],
  );
  // A request field that became required (breaking), in a schema two operations share.
  const required = (version: string) => at(version, 'components', 'schemas', 'TestCaseCreate', 'required') as string[];
  assert.ok(!required('1.1.0').includes('inputs') && required('1.2.0').includes('inputs'));
  // An auth scheme added.
  const schemes = (version: string) => Object.keys(at(version, 'components', 'securitySchemes') as object);
  assert.deepEqual(schemes('1.3.0'), ['bearerAuth']);
  assert.deepEqual(schemes('1.4.0'), ['bearerAuth', 'oauth2']);
  // Operations deprecated along the way.
  const deprecated = (version: string, id: string) =>
    model(byVersion(version)).operations.find((op) => op.operationId === id)!.deprecated === true;
  assert.ok(!deprecated('1.1.0', 'getConnectionsCount') && deprecated('1.2.0', 'getConnectionsCount'));
  assert.ok(!deprecated('1.2.0', 'createUserApiKey') && deprecated('1.3.0', 'createUserApiKey'));
  const batchesFilter = (version: string) =>
    model(byVersion(version))
      .operations.find((op) => op.operationId === 'listRuns')!
      .parameters.find((p) => p.name === 'batches')!;
  assert.ok(!batchesFilter('1.3.0').deprecated && batchesFilter('1.4.0').deprecated);
});
