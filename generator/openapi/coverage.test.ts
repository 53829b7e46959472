import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coverageReport, formatCoverage, groupFindings } from './coverage.ts';
import { generateApi } from './pipeline.ts';
import { loadDocument } from './load.ts';
import { SITE_API_SPEC } from './site-api.ts';
import { genCommand } from './test-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GALAXY = path.join(ROOT, 'node_modules/@scalar/galaxy/dist/latest.yaml');
const GITHUB = path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');

const minimal = (extra: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  ...extra,
});

test("the site's description: everything it uses is shown", async () => {
  const { coverage } = await generateApi({ specFile: SITE_API_SPEC });
  assert.deepEqual(
    groupFindings(coverage).map((g) => `${g.level} ${g.subject}`),
    [],
  );
});

test("Scalar's Galaxy: its webhook, callbacks, scope and enum descriptions are shown; what is not is reported, not dropped without a word", async () => {
  const { coverage } = await generateApi({ specFile: GALAXY });
  const at = (pointer: string) => coverage.find((f) => f.pointer === pointer);
  assert.equal(at('#/webhooks'), undefined);
  assert.equal(at('#/paths/~1planets/post/callbacks'), undefined);
  assert.equal(at('#/components/securitySchemes/oAuth2/flows/implicit/scopes'), undefined);
  assert.equal(at('#/components/schemas/Planet/properties/type/x-enum-descriptions'), undefined);
  assert.equal(at('#/components/schemas/PaginatedResource/properties/data/items/$dynamicRef')?.level, 'warning');
  // Inside a shown webhook, what is not shown is reported at its own place.
  assert.equal(at('#/webhooks/newPlanet/post/x-post-response')?.level, 'note');

  // Tool-specific extensions are notes, grouped with a count.
  const postResponse = groupFindings(coverage).find((g) => g.subject === 'x-post-response')!;
  assert.equal(postResponse.level, 'note');
  assert.equal(postResponse.pointers.length, 3);
  assert.ok(postResponse.count > 3);
});

test("GitHub's description gives a summary of a few lines, not thousands", () => {
  const loaded = loadDocument(GITHUB);
  const findings = coverageReport(loaded.doc);
  assert.ok(findings.length > 1000);
  const lines = formatCoverage('api.github.com.json', findings);
  assert.ok(lines.length <= 15, lines.join('\n'));
  // Every OpenAPI field GitHub uses is shown (its 270 x-webhooks too); its own extensions are notes.
  assert.match(
    lines[0],
    /^api\.github\.com\.json: 0 warnings and \d+ notes about parts of the description the pages do not show:$/,
  );
  assert.ok(lines.some((l) => /note: x-octokit: vendor extension read by nothing/.test(l)));
});

test('keywords OpenAPI does not define are named with their place', () => {
  const doc = minimal({
    paths: {
      '/a': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: {
                'application/json': { schema: { type: 'object', properties: { n: { type: 'integer', minimun: 1 } } } },
              },
            },
          },
        },
      },
    },
  });
  assert.deepEqual(coverageReport(doc), [
    {
      level: 'warning',
      pointer: '#/paths/~1a/get/responses/200/content/application~1json/schema/properties/n/minimun',
      subject: 'schema.minimun',
      reason: 'keyword not defined by JSON Schema or OpenAPI: ignored',
    },
  ]);
});

test('what is shown is not reported; identifiers and comments of JSON Schema have nothing to show', () => {
  const doc = minimal({
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [{ name: 'a', description: 'A.' }],
    paths: {
      '/a': {
        get: {
          tags: ['a'],
          summary: 'S',
          deprecated: true,
          responses: {
            default: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        A: {
          $id: 'https://x/a',
          $comment: 'why',
          type: ['string', 'null'],
          const: 'x',
          readOnly: true,
          oneOf: [{ $ref: '#/components/schemas/B' }],
          discriminator: { propertyName: 'k' },
        },
        B: { patternProperties: { '^x': {} }, propertyNames: { pattern: '^[a-z]+$' }, if: { required: ['a'] } },
      },
    },
  });
  // Nothing inside a reported field is reported again: one warning for the whole `if`.
  assert.deepEqual(
    coverageReport(doc).map((f) => f.pointer),
    ['#/components/schemas/B/if'],
  );
});

test('x-internal marks are read; they are removed before the report runs', () => {
  const doc = minimal({
    paths: { '/a': { get: { 'x-internal': false, responses: {} } } },
    info: { title: 'T', version: '1', 'x-internal': true },
  });
  assert.deepEqual(
    coverageReport(doc).map((f) => `${f.level} ${f.pointer}`),
    ['note #/info/x-internal'],
  );
});

test('npm run gen -- --strict fails on warnings and writes nothing; without it the warnings are printed', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-strict-'));
  try {
    const out = path.join(tmp, 'pages');
    const gen = (args: string[]) => genCommand(['--api-spec', GALAXY, '--out', out, ...args]);
    const strict = await gen(['--strict']);
    assert.equal(strict.status, 1);
    assert.match(
      strict.stderr,
      /warning: schema\.\$dynamicRef: not shown \(1 place\): #\/components\/schemas\/PaginatedResource\/properties\/data\/items\/\$dynamicRef/,
    );
    assert.match(strict.stderr, /--strict: \d+ warnings? about parts the pages do not show; nothing written\./);
    assert.equal(fs.existsSync(out), false);
    const normal = await gen([]);
    assert.equal(normal.status, 0, normal.stderr);
    assert.match(normal.stderr, /warning: schema\.\$dynamicRef/);
    assert.ok(fs.readdirSync(out).includes('index.mdx'));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('a component nothing refers to (nor a discriminator mapping) is a note: it is on no page', () => {
  const doc = minimal({
    paths: {
      '/a': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Pet: { oneOf: [], discriminator: { propertyName: 'k', mapping: { cat: '#/components/schemas/Cat' } } },
        Cat: {},
        'a/b': {},
        Unused: {},
      },
      parameters: { Unused: { name: 'u', in: 'query' } },
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'K' } },
    },
  });
  assert.deepEqual(
    coverageReport(doc).map((f) => `${f.level} ${f.subject} ${f.pointer}`),
    [
      'note components.schemas entry #/components/schemas/a~1b',
      'note components.schemas entry #/components/schemas/Unused',
      'note components.parameters entry #/components/parameters/Unused',
    ],
  );
});
