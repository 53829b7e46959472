/**
 * OpenAPI 3.2 (issue 29): the fixture `fixtures/openapi-3.2.yaml` uses every feature 3.2 added;
 * each test reads the generated pages of the one it is about. The coverage test at the end lists
 * what is still only warned about.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { SpecError } from '../lib/errors.ts';
import { loadApiModel } from './pipeline.ts';
import { fixture, pagesOf } from './test-helpers.ts';

const FIXTURE = 'openapi-3.2.yaml';
const station = pagesOf(FIXTURE);

/** The fixture with one change, written to a temporary file, through the pipeline's first steps. */
async function variant(change: (doc: Record<string, any>) => void): Promise<unknown> {
  const doc = YAML.parse(fs.readFileSync(fixture(FIXTURE), 'utf8'));
  change(doc);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oas32-'));
  const file = path.join(dir, 'api.yaml');
  fs.writeFileSync(file, YAML.stringify(doc));
  try {
    return await loadApiModel(file);
  } catch (error) {
    return error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a 3.2 document is accepted and checked against the published 3.2 schema', async () => {
  const { model } = await station;
  assert.equal(model.openapi, '3.2.0');
  // A querystring parameter must describe the query string as content (3.2 schema), not a schema.
  const error = await variant((doc) => {
    const param = doc.paths['/stations'].get.parameters[0];
    delete param.content;
    param.schema = { type: 'object' };
  });
  assert.ok(error instanceof SpecError, `rejected, got ${String(error)}`);
  assert.match(error.place, /^#\/paths\/~1stations\/get\/parameters\/0/);
  assert.match(error.reason, /not a valid OpenAPI document: .*content/);
  // A field 3.2 does not define is named where it is.
  const unknown = await variant((doc) => { doc.servers[0].title = 'Production'; });
  assert.ok(unknown instanceof SpecError);
  assert.match(unknown.reason, /unexpected property "title"/);
  // A version after 3.2 is still refused, saying which are read.
  const later = await variant((doc) => { doc.openapi = '3.3.0'; });
  assert.ok(later instanceof SpecError);
  assert.match(later.reason, /OpenAPI 3\.3\.0 is not supported; only 3\.0\.x, 3\.1\.x and 3\.2\.x are/);
});

test('a 3.1 document using a 3.2 field is still refused by the 3.1 schema', async () => {
  const error = await variant((doc) => {
    doc.openapi = '3.1.1';
    delete doc.$self;
    delete doc.components.mediaTypes;
    doc.paths['/stations/{stationId}/readings'].get.responses['200'].content['application/json-seq'] = { schema: { type: 'object' } };
  });
  assert.ok(error instanceof SpecError);
  assert.match(error.reason, /not a valid OpenAPI document/);
});

test('the QUERY method and an additionalOperations method (LINK): badge, sidebar, Try it and every sample language', async () => {
  const { page, pages, model } = await station;
  const meta = JSON.parse(pages.find((p) => p.path === '_meta.json')!.content) as Record<string, unknown>;
  assert.equal(meta['search-stations'], 'QUERY Search stations');
  assert.equal(meta['link-station'], 'LINK Link a station to a group');
  const search = page('search-stations');
  assert.match(search, /<ApiOperationHeader method=\{"query"\} path=\{"\/stations\/search"\}/);
  assert.match(search, /<ApiTryIt data=\{\{"method":"QUERY","path":"\/stations\/search"/);
  assert.match(search, /curl -X QUERY 'https:\/\/api\.example\.com\/v1\/stations\/search'/);
  const link = page('link-station');
  assert.match(link, /<ApiOperationHeader method=\{"LINK"\} path=\{"\/stations\/\{stationId\}"\} operationId=\{"linkStation"\}/);
  assert.match(link, /<ApiTryIt data=\{\{"method":"LINK"/);
  // The operation's JSON pointer names where it is written (its history and errors point there).
  assert.equal(model.operations.find((o) => o.operationId === 'linkStation')!.pointer, '#/paths/~1stations~1{stationId}/additionalOperations/LINK');
  // All ten languages send the method as written.
  const { SAMPLE_GENERATORS } = await import('../../shared/api/samples/index.ts');
  const { buildSampleRequest } = await import('./sample-request.ts');
  const { schemasFor } = await import('./model.ts');
  for (const operationId of ['searchStations', 'linkStation']) {
    const op = model.operations.find((o) => o.operationId === operationId)!;
    const request = buildSampleRequest(model, op, schemasFor(model, op));
    const method = op.method.toUpperCase();
    assert.equal(SAMPLE_GENERATORS.length, 10);
    for (const generator of SAMPLE_GENERATORS) assert.match(generator.generate(request), new RegExp(`\\b${method}\\b`), `${generator.id} sends ${method}`);
    // openapi-typescript has no entry for these methods: the TypeScript sample says so instead of naming one.
    const ts = SAMPLE_GENERATORS.find((g) => g.id === 'typescript')!.generate(request);
    assert.doesNotMatch(ts, /paths\[/);
    assert.match(ts, new RegExp(`openapi\\.d\\.ts has no types for ${method} operations`));
  }
});

test('an `in: querystring` parameter is one "Query string" block with its fields, example and wire form; samples and Try it send it', async () => {
  const { page } = await station;
  const list = page('list-stations');
  assert.match(list, /### Query string \[#query-string\]\n\nThe whole query string, optional, written as application\/x-www-form-urlencoded\.\n\n<Markdown source=\{"The whole query string is one filter form\."\}/);
  assert.match(list, /<ApiSchema idPrefix=\{"param-querystring-filter"\} sectionId=\{"param-querystring-filter"\} mediaType=\{"application\/x-www-form-urlencoded"\} required=\{false\} schema=\{\{"ref":"StationFilter"\}\} \/>/);
  // dataValue as the example, serializedValue as sent.
  assert.match(list, /<ApiExampleLabel label=\{"Active stations in the north"\} \/>\n\n```json copy=true\n\{\n {2}"region": "north",\n {2}"active": true\n\}\n```\n\n<ApiExampleLabel label=\{"As sent"\} \/>\n\n```text copy=true\nregion=north&active=true\n```/);
  assert.doesNotMatch(list, /<ApiParameters/, 'not listed as an ordinary parameter');
  assert.match(list, /curl 'https:\/\/api\.example\.com\/v1\/stations\?region=north&active=true'/);
  assert.match(list, /"params":\[\{"name":"filter","in":"querystring","required":false,"type":"string","style":"form","explode":true,"mediaType":"application\/x-www-form-urlencoded","example":"region=north&active=true"\}\]/);
  // The builder sends what is typed in the one field as the query string.
  const { resolveRequest } = await import('../../shared/api/try-it/request.ts');
  const data = JSON.parse(/<ApiTryIt data=\{(\{.*?\})\} /.exec(list)![1]);
  const resolved = resolveRequest(data, { server: 0, serverVariables: {}, customBaseUrl: '', values: { 'querystring:filter': '?region=coast&active=false' }, body: 0, bodyText: '', credentials: {} });
  assert.deepEqual(resolved.query, [{ name: 'region', value: 'coast' }, { name: 'active', value: 'false' }]);
});

test('a response’s summary is shown under its status', async () => {
  const { page } = await station;
  assert.match(page('list-stations'), /### 200 OK \[#200-ok\]\n\nThe stations\n\n<Markdown source=\{"The stations that match the filter, nearest first\."\}/);
  assert.match(page('link-station'), /### 204 No Content \[#204-no-content\]\n\nLinked\n\n/);
});
