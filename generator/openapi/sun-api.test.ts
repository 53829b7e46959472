import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { OpenAPIV3_1 } from 'openapi-types';
import { Validator } from '@seriousme/openapi-schema-validator';
import { kebabCase } from '../../shared/slug.ts';
import { renditionFor31 } from './rendition-3.1.ts';
import { isObject } from '../lib/json.ts';

// The description of the Sandgarden Sun API: checks that it is valid OpenAPI 3.1 and that it
// keeps the promises the site makes about it (docs/decisions.md, "Routes" and "Product and naming").
const specPath = path.resolve(import.meta.dirname, '../../openapi/sun-api.yaml');
const spec: OpenAPIV3_1.Document = YAML.parse(fs.readFileSync(specPath, 'utf8'));

const SPEC_OPERATIONS =
  `check-step, check-workflow, compare-runs, create-api-key, create-cluster, create-connector, create-prompt,
create-prompt-tag, create-step, create-tag, create-test-case, create-test-suite, create-user, create-user-api-key, create-workflow,
delete-api-key, delete-cluster, delete-connector, delete-prompt, delete-prompt-tag, delete-step, delete-tag, delete-test-case,
delete-test-suite, delete-user, delete-workflow, download-asset, get-api-key, get-auth-metadata, get-cluster, get-connections-count,
get-connector, get-info, get-org, get-prompt, get-run, get-step, get-step-files, get-step-tools-definition, get-test-case,
get-test-suite, get-user, get-workflow, health, list-api-keys, list-assets, list-clusters, list-connections, list-connectors,
list-prompt-tags, list-prompts, list-runs, list-steps, list-tags, list-test-cases, list-test-suites, list-workflows, patch-org,
receive-metrics, register, start-run, update-cluster, update-connections, update-connector, update-test-case, update-test-suite,
verify-api-key`
    .split(/[\s,]+/)
    .filter(Boolean);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operations(): Array<{ method: string; path: string; op: OpenAPIV3_1.OperationObject }> {
  const out = [];
  for (const [p, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) out.push({ method, path: p, op });
    }
  }
  return out;
}

/** What a local `$ref` (`#/components/schemas/Error`) points at in the spec. */
function at(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      spec,
    );
}

/** The object itself, or the one its `$ref` points at. */
function deref<T>(node: T | OpenAPIV3_1.ReferenceObject): T {
  let target: unknown = node;
  while (isObject(target) && typeof target.$ref === 'string') target = at(target.$ref);
  return target as T;
}

type Body = OpenAPIV3_1.RequestBodyObject | OpenAPIV3_1.ResponseObject;

/** An operation's request body and responses, their `$ref`s followed, each with `request` or its status. */
function bodiesOf(op: OpenAPIV3_1.OperationObject): Array<[string, Body]> {
  const bodies: Array<[string, Body]> = [];
  if (op.requestBody) bodies.push(['request', deref(op.requestBody)]);
  for (const [status, response] of Object.entries(op.responses ?? {})) bodies.push([status, deref(response)]);
  return bodies;
}

test('sun-api.yaml is valid against the official OpenAPI 3.2 schema, and its published 3.1 rendition against the 3.1 schema', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(spec));
  assert.equal(validator.version, '3.2');
  assert.deepEqual(result.errors ?? [], []);
  assert.equal(result.valid, true);
  const rendition = renditionFor31(structuredClone(spec) as unknown as Record<string, unknown>).doc;
  const validator31 = new Validator();
  const result31 = await validator31.validate(rendition);
  assert.equal(validator31.version, '3.1');
  assert.deepEqual(result31.errors ?? [], []);
  // The published file is that rendition.
  assert.deepEqual(
    YAML.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/openapi-3.1.yaml'), 'utf8')),
    rendition,
  );
});

test('sand signs in on another device: the oauth2 scheme has the device authorization flow the auth metadata names', () => {
  const flows = at('#/components/securitySchemes/oauth2/flows') as Record<string, Record<string, unknown>>;
  assert.equal(flows.deviceAuthorization.deviceAuthorizationUrl, 'https://auth.sandgarden.com/oauth/device/code');
  assert.equal(flows.deviceAuthorization.tokenUrl, flows.authorizationCode.tokenUrl);
  const metadata = at(
    '#/paths/~1api~1v1~1auth~1metadata/get/responses/200/content/application~1json/example',
  ) as Record<string, string>;
  assert.equal(metadata.deviceAuthorizationEndpoint, flows.deviceAuthorization.deviceAuthorizationUrl);
});

test('the title is "Sandgarden Sun API" and the description is real Markdown', () => {
  assert.equal(spec.info.title, 'Sandgarden Sun API');
  for (const heading of ['## Authentication', '## Pagination', '## Errors', '## Rate limits', '## Versioning']) {
    assert.ok(spec.info.description?.includes(heading), `info.description lacks "${heading}"`);
  }
  assert.equal(at('#/components/securitySchemes/bearerAuth/scheme'), 'bearer');
});

test('it has exactly the 67 operations the site promises, slugged by operationId', () => {
  const slugs = operations()
    .map(({ op }) => kebabCase(op.operationId ?? ''))
    .sort();
  assert.equal(SPEC_OPERATIONS.length, 67);
  assert.deepEqual(slugs, [...SPEC_OPERATIONS].sort());
});

test('every operation has a declared tag, a summary, a description and a RESTful /api/v1 path', () => {
  const declared = new Set((spec.tags ?? []).map((t) => t.name));
  for (const { method, path: p, op } of operations()) {
    const where = `${method.toUpperCase()} ${p}`;
    assert.ok(p.startsWith('/api/v1/'), where);
    assert.equal(op.tags?.length, 1, `${where} has one tag`);
    const tag = op.tags?.[0] ?? '';
    assert.ok(declared.has(tag), `${where} tag ${tag} is declared`);
    assert.ok(op.summary && op.description, `${where} has summary and description`);
  }
});

test('every request and response body has an example', () => {
  for (const { method, path: p, op } of operations()) {
    for (const [what, body] of bodiesOf(op)) {
      for (const [type, media] of Object.entries(body.content ?? {})) {
        assert.ok(
          media.example !== undefined || media.examples,
          `${method.toUpperCase()} ${p} ${what} ${type} has an example`,
        );
      }
    }
  }
});

test('error responses share the Error schema, and lists page with limit and cursor', () => {
  for (const { method, path: p, op } of operations()) {
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      if (!/^(400|401|403|404|409|422|429|500)$/.test(status)) continue;
      const schema = deref(response).content?.['application/json']?.schema;
      assert.equal(isObject(schema) && schema.$ref, '#/components/schemas/Error', `${method} ${p} ${status}`);
    }
    if (op.operationId?.startsWith('list') && op.operationId !== 'listAssets') {
      const names = (op.parameters ?? []).map((x) => deref(x).name);
      assert.ok(names.includes('limit') && names.includes('cursor'), `${op.operationId} pages`);
    }
  }
});

test('some operations and fields are deprecated', () => {
  assert.ok(operations().filter(({ op }) => op.deprecated).length >= 2);
  assert.equal(at('#/components/schemas/Workflow/properties/connectors/deprecated'), true);
  assert.equal(at('#/components/schemas/TestCase/properties/input/deprecated'), true);
});

test('every example matches its schema', async () => {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const addFormats = (await import('ajv-formats')).default;
  const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'sun', components: spec.components });
  const rebase = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"sun#/components/'));
  const problems: string[] = [];
  for (const { op } of operations()) {
    for (const [what, body] of bodiesOf(op)) {
      const media = body.content?.['application/json'];
      if (!media?.schema || media.example === undefined) continue;
      const validate = ajv.compile(rebase(media.schema));
      if (!validate(media.example)) problems.push(`${op.operationId} ${what}: ${ajv.errorsText(validate.errors)}`);
    }
  }
  assert.deepEqual(problems, []);
});
