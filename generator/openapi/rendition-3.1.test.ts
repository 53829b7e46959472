import { test } from 'node:test';
import assert from 'node:assert/strict';
import YAML from 'yaml';
import { loadDocument, type LoadedDocument } from './load.ts';
import { validateDocument } from './validate.ts';
import { localizeSelfRefs } from './resolve.ts';
import { renditionFor31 } from './rendition-3.1.ts';
import { fixture } from './test-helpers.ts';

const fixture32 = () => {
  const loaded = loadDocument(fixture('openapi-3.2.yaml'));
  localizeSelfRefs(loaded.doc);
  return loaded;
};
const asLoaded = (doc: Record<string, unknown>): LoadedDocument => ({
  file: 'openapi-3.1.yaml',
  text: YAML.stringify(doc),
  doc,
  format: 'yaml',
  lineOf: () => '',
});

test('the 3.1 rendition of the 3.2 fixture is a valid OpenAPI 3.1 document, the source unchanged', async () => {
  const loaded = fixture32();
  const before = JSON.stringify(loaded.doc);
  const { doc } = renditionFor31(loaded.doc);
  assert.equal(JSON.stringify(loaded.doc), before);
  assert.equal(doc.openapi, '3.1.1');
  await validateDocument(asLoaded(doc));
  // 3.2 lets a response go without a description; 3.1 does not: its summary stands in.
  const bare = fixture32();
  delete (bare.doc.paths as any)['/stations'].get.responses['200'].description;
  const rendition = renditionFor31(bare.doc);
  assert.equal((rendition.doc.paths as any)['/stations'].get.responses['200'].description, 'The stations');
  await validateDocument(asLoaded(rendition.doc));
});

test('what 3.1 cannot say is kept as x- extensions, moved or written out, and every change is listed', () => {
  const { doc, changes } = renditionFor31(fixture32().doc);
  const paths = doc.paths as Record<string, Record<string, any>>;
  assert.equal((doc as Record<string, unknown>)['x-self'], 'https://api.example.com/openapi/stations.yaml');
  assert.equal(paths['/stations/search'].query, undefined);
  assert.equal(paths['/stations/search']['x-query'].operationId, 'searchStations');
  assert.equal(paths['/stations/{stationId}']['x-additionalOperations'].LINK.operationId, 'linkStation');
  // The querystring parameter is beside its operation; its example's data is its value.
  assert.deepEqual(paths['/stations'].get.parameters, []);
  assert.equal(paths['/stations'].get['x-querystring'][0].name, 'filter');
  // The referenced media type is written out; components.mediaTypes is gone.
  const seq = paths['/stations/{stationId}/readings'].get.responses['200'].content['application/json-seq'];
  assert.equal(seq.$ref, undefined);
  assert.deepEqual(seq['x-itemSchema'], { $ref: '#/components/schemas/Reading' });
  assert.equal((doc.components as Record<string, unknown>).mediaTypes, undefined);
  const device = (doc.components as any).securitySchemes.device;
  assert.equal(device['x-oauth2MetadataUrl'], 'https://auth.example.com/.well-known/oauth-authorization-server');
  assert.equal(device.flows['x-deviceAuthorization'].deviceAuthorizationUrl, 'https://auth.example.com/device/code');
  assert.equal(
    (doc.components as any).schemas.Reading.discriminator['x-defaultMapping'],
    '#/components/schemas/OtherReading',
  );
  assert.deepEqual(
    (doc.tags as any[]).map((t) => [t['x-summary'], t['x-parent'], t['x-kind']]),
    [
      ['Stations', undefined, 'nav'],
      ['Readings', 'stations', 'nav'],
      ['Archive', 'readings', 'nav'],
    ],
  );
  for (const line of [
    '#/openapi: 3.2.0 written as 3.1.1',
    '#/$self: kept as x-self',
    '#/servers/0/name: kept as x-name',
    '#/paths/~1stations/get/parameters/0: the querystring parameter "filter" kept as x-querystring',
    '#/paths/~1stations~1{stationId}~1readings/get/responses/200/content/application~1json-seq: the media type #/components/mediaTypes/ReadingSequence written out in place',
    '#/components/mediaTypes: left out (written out where referenced)',
    '#/components/securitySchemes/device/flows/deviceAuthorization: kept as x-deviceAuthorization',
  ])
    assert.ok(changes.includes(line), `${line}\nin:\n${changes.join('\n')}`);
});

test('a 3.1 document is its own rendition', () => {
  const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} };
  assert.deepEqual(renditionFor31(doc), { doc, changes: [] });
});
