import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import YAML from 'yaml';
import { SpecError } from '../lib/errors.ts';
import { generateApi } from './pipeline.ts';
import { internalParts, stripInternal } from './internal.ts';
import { loadApiModel } from './pipeline.ts';
import { loadDocument } from './load.ts';
import { SITE_API_SPEC } from './site-api.ts';
import { fixture, pageText } from './test-helpers.ts';

// Confidentiality: every internal part of internal-parts.yaml carries the marker "zqx" (in a
// name, a path, a summary, a description, an example or a comment).
const MARKER = /zqx/i;

test('x-internal and x-hidden parts appear in no page, sidebar, schema data or downloadable file', async () => {
  const result = await generateApi({ specFile: fixture('internal-parts.yaml'), publish: true, schemaData: true });
  const files = [...result.pages, ...result.publicFiles, ...result.schemaData];
  assert.ok(files.some((f) => f.path === '_meta.json') && files.some((f) => f.path === 'openapi.d.ts'));
  for (const file of files) {
    const hit = MARKER.exec(file.content);
    assert.equal(
      hit,
      null,
      `${file.path} leaks an internal part: …${hit ? file.content.slice(Math.max(0, hit.index - 80), hit.index + 40) : ''}…`,
    );
  }
  assert.ok(!result.model.operations.some((op) => MARKER.test(op.operationId)));
});

test('the public parts of a description with internal parts still render', async () => {
  const { pages, publicFiles, internal } = await generateApi({
    specFile: fixture('internal-parts.yaml'),
    publish: true,
  });
  assert.deepEqual(
    pages
      .map((p) => p.path)
      .filter((p) => p.endsWith('.mdx'))
      .sort(),
    ['get-thing.mdx', 'index.mdx', 'internal-parts-api.mdx', 'list-things.mdx', 'thing-created.mdx'],
  );
  const listThings = pageText(pages, 'list-things.mdx');
  for (const shown of ['limit', 'X-Count', 'Two things']) assert.match(listThings, new RegExp(shown));
  const json = JSON.parse(publicFiles.find((f) => f.path === 'openapi.json')!.content);
  // What stays: a public webhook, a library schema nothing references, the remaining required name.
  assert.ok(json.webhooks.thingCreated);
  assert.ok(json.components.schemas.Library && json.components.schemas.Cat);
  assert.deepEqual(json.components.schemas.Thing.required, ['id']);
  assert.deepEqual(json.components.schemas.Pet.discriminator.mapping, { cat: '#/components/schemas/Cat' });
  assert.deepEqual(
    json.tags.map((t: { name: string }) => t.name),
    ['things'],
  );
  assert.deepEqual(json['x-tagGroups'], [{ name: 'Everything', tags: ['things'] }]);
  assert.ok(internal.includes('#/paths/~1things/post') && internal.includes('#/components/schemas/ZqxAdminOnly'));
});

test('the published YAML is the file as written when nothing is internal, and keeps its comments when something is', async () => {
  const site = await generateApi({ specFile: SITE_API_SPEC, publish: true });
  assert.equal(site.internal.length, 0);
  assert.equal(
    site.publicFiles.find((f) => f.path === 'openapi.yaml')!.content,
    fs.readFileSync(SITE_API_SPEC, 'utf8'),
  );
  const { publicFiles } = await generateApi({ specFile: fixture('internal-parts.yaml'), publish: true });
  const yamlText = publicFiles.find((f) => f.path === 'openapi.yaml')!.content;
  assert.match(yamlText, /# A public comment that the published file keeps\./);
  assert.match(yamlText, /tags: \[things\]/, 'flow style kept');
  assert.deepEqual(YAML.parse(yamlText), JSON.parse(publicFiles.find((f) => f.path === 'openapi.json')!.content));
});

test('a public $ref to an internal part is refused, naming both places and the fix', async () => {
  await assert.rejects(generateApi({ specFile: fixture('internal-ref.yaml') }), (error: unknown) => {
    assert.ok(error instanceof SpecError);
    assert.match(
      error.place,
      /^#\/paths\/~1reports\/get\/responses\/200\/content\/application~1json\/schema\/\$ref \(line \d+\)$/,
    );
    assert.match(error.reason, /#\/components\/schemas\/AuditReport/);
    assert.match(error.fix, /x-internal/);
    return true;
  });
});

test('removing the last required property drops `required` (OpenAPI 3.0 allows no empty list)', () => {
  const doc = {
    openapi: '3.0.3',
    paths: {},
    components: {
      schemas: {
        Run: {
          type: 'object',
          required: ['secret'],
          properties: { id: { type: 'string' }, secret: { type: 'string', 'x-hidden': true } },
        },
      },
    },
  };
  assert.deepEqual(internalParts(doc, 'doc.yaml'), [
    ['components', 'schemas', 'Run', 'properties', 'secret'],
    ['components', 'schemas', 'Run', 'required'],
  ]);
});

test('x-internal inside example values and enums is data, not a mark', () => {
  const doc = {
    openapi: '3.1.0',
    paths: {
      '/a': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: {
                'application/json': { example: { 'x-internal': true }, schema: { enum: [{ 'x-internal': true }] } },
              },
            },
          },
        },
      },
    },
  };
  assert.deepEqual(internalParts(doc, 'doc.yaml'), []);
});

test('a JSON description is published stripped, as JSON', () => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { 'x-internal': true, responses: {} } }, '/b': { get: { responses: {} } } },
  };
  const stripped = stripInternal({ file: 'a.json', text: JSON.stringify(doc), doc, format: 'json', lineOf: () => '' });
  assert.deepEqual(Object.keys(stripped.doc.paths as Record<string, unknown>), ['/b']);
  assert.deepEqual(JSON.parse(stripped.text), stripped.doc);
  assert.ok(doc.paths['/a'], 'the loaded document is left as it was');
});

test('the model other sections load (CLI links) has no internal operations either', async () => {
  const { model } = await loadApiModel(fixture('internal-parts.yaml'));
  assert.deepEqual(
    model.operations.map((op) => op.operationId),
    ['listThings', 'getThing'],
  );
});

test('comments on, in and right above an internal part are not published; other comments are kept', () => {
  const file = fixture('internal-comments.yaml');
  const { text } = stripInternal(loadDocument(file));
  assert.doesNotMatch(text, MARKER);
  assert.match(text, /# public: the first path\n/);
  assert.match(text, /# public: after the last property\n/);
  assert.deepEqual(YAML.parse(text).paths['/a'], {
    get: { responses: { 200: { description: 'ok' } } },
    put: { responses: { 200: { description: 'ok' } } },
  });
});

test('a removed property leaves the `required` of the schemas that combine its schema by allOf', () => {
  const doc = {
    openapi: '3.1.0',
    paths: {},
    components: {
      schemas: {
        Base: {
          type: 'object',
          properties: { id: { type: 'string' }, secret: { type: 'string', 'x-internal': true } },
        },
        Child: {
          allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['id', 'secret'] }],
          required: ['secret'],
        },
        Inline: {
          allOf: [
            { properties: { secret: { 'x-internal': true } } },
            { required: ['secret', 'other'], properties: { other: {} } },
          ],
        },
        Own: {
          allOf: [{ $ref: '#/components/schemas/Base' }],
          properties: { secret: { type: 'string' } },
          required: ['secret'],
        },
      },
    },
  };
  const removed = internalParts(doc, 'doc.yaml').map((p) => p.join('/'));
  assert.deepEqual(removed, [
    'components/schemas/Base/properties/secret',
    'components/schemas/Child/allOf/1/required/1',
    'components/schemas/Child/required',
    'components/schemas/Inline/allOf/0/properties',
    'components/schemas/Inline/allOf/1/required/0',
  ]);
});

test('internal servers and security schemes: a server is left out; a public requirement naming an internal scheme is refused', () => {
  const base = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    servers: [{ url: 'https://api.example.com' }, { url: 'https://staging.example.internal', 'x-internal': true }],
    paths: {
      '/a': { get: { security: [{ staff: [] }], 'x-internal': true, responses: {} } },
      '/b': { get: { responses: {} } },
    },
    components: {
      securitySchemes: {
        key: { type: 'apiKey', in: 'header', name: 'K' },
        staff: { type: 'mutualTLS', 'x-internal': true },
      },
    },
  };
  assert.deepEqual(
    internalParts(base, 'doc.yaml').map((p) => p.join('/')),
    ['components/securitySchemes/staff', 'paths//a', 'servers/1'],
  );
  const publicUse = structuredClone(base);
  publicUse.paths['/b'].get = {
    security: [{ key: [] }, { staff: [] }],
    responses: {},
  } as (typeof publicUse.paths)['/b']['get'];
  assert.throws(
    () => internalParts(publicUse, 'doc.yaml'),
    (error: unknown) =>
      error instanceof SpecError &&
      error.place === '#/paths/~1b/get/security/1/staff' &&
      /#\/components\/securitySchemes\/staff/.test(error.reason),
  );
});
