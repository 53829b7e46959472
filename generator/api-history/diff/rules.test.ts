/**
 * Each diff rule on a small pair of descriptions (fixtures/<rule>/old.yaml and new.yaml): the
 * changes a writer and a client would see, exactly, in order.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { diffApiDescriptions } from './diff.ts';
import { loadApiDescription } from './load.ts';
import type { ApiChange } from './types.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

async function diffFixture(rule: string): Promise<ApiChange[]> {
  const [oldDoc, newDoc] = await Promise.all([
    loadApiDescription(path.join(fixtures, rule, 'old.yaml')),
    loadApiDescription(path.join(fixtures, rule, 'new.yaml')),
  ]);
  return diffApiDescriptions(oldDoc, newDoc);
}

type Expected = [level: ApiChange['level'], operation: string | null, pointer: string, message: string];

const RULES: Record<string, Expected[]> = {
  'operation-removed': [['breaking', 'DELETE /runs', '/paths/~1runs/delete', 'The operation was removed.']],
  'operation-added': [['non-breaking', 'POST /runs', '/paths/~1runs/post', 'New operation.']],
  'operation-deprecated': [
    [
      'deprecation',
      'POST /runs/{runId}/cancel',
      '/paths/~1runs~1{runId}~1cancel/post/deprecated',
      'The operation was deprecated.',
    ],
  ],
  'required-parameter-added': [
    ['breaking', 'GET /runs', '/paths/~1runs/get/parameters/1', 'New required query parameter `workflow`.'],
  ],
  'optional-parameter-added': [
    ['non-breaking', 'GET /runs', '/paths/~1runs/get/parameters/1', 'New optional query parameter `status`.'],
  ],
  'parameter-removed': [
    ['breaking', 'GET /runs', '/paths/~1runs/get/parameters/1', 'Query parameter `verbose` was removed.'],
  ],
  'parameter-renamed-same-schema': [
    ['breaking', 'GET /runs', '/paths/~1runs/get/parameters/0', 'Query parameter `page` was renamed to `cursor`.'],
  ],
  // Renamed with a schema that accepts more (a pattern with an optional group added): one rename, and the widening.
  'parameter-renamed-and-widened': [
    [
      'breaking',
      'GET /runs',
      '/paths/~1runs/get/parameters/1',
      'Query parameter `workflowName` was renamed to `workflow`.',
    ],
    [
      'non-breaking',
      'GET /runs',
      '/paths/~1runs/get/parameters/1/schema',
      'Query parameter `workflow` changed pattern from `^[a-z0-9][a-z0-9_-]*$` to `^[a-z0-9][a-z0-9_-]*(:[A-Za-z0-9._-]+)?$`.',
    ],
  ],
  'parameter-moved-query-to-header': [
    ['breaking', 'GET /runs', '/paths/~1runs/get/parameters/0', 'Query parameter `X-Org` moved to the header.'],
  ],
  'parameter-became-required': [
    ['breaking', 'GET /runs', '/paths/~1runs/get/parameters/0', 'Query parameter `limit` became required.'],
  ],
  'parameter-deprecated': [
    ['deprecation', 'GET /runs', '/paths/~1runs/get/parameters/0', 'Query parameter `limit` was deprecated.'],
  ],
  'parameter-type-changed': [
    [
      'breaking',
      'GET /runs',
      '/paths/~1runs/get/parameters/0/schema',
      'Query parameter `limit` changed type from integer to string.',
    ],
  ],
  // The URL is the same: a path parameter renamed in the template is no change for a client.
  'path-parameter-renamed-in-template': [],
  'request-required-field-added': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/cluster',
      'Request body field `cluster` was added as a required field.',
    ],
  ],
  'request-optional-field-added': [
    [
      'non-breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/cluster',
      'Request body field `cluster` was added as an optional field.',
    ],
  ],
  // A removal points into the OLD description.
  'request-field-removed': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/note',
      'Request body field `note` was removed.',
    ],
  ],
  'request-field-became-required': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/priority',
      'Request body field `priority` became required.',
    ],
  ],
  'request-enum-value-removed': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/priority',
      'Request body field `priority` no longer accepts the value `high`.',
    ],
  ],
  'request-field-type-narrowed': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/timeoutSeconds',
      'Request body field `timeoutSeconds` changed type from number to integer.',
    ],
  ],
  'request-field-max-length-lowered': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/note',
      'Request body field `note` changed maxLength from 200 to 80.',
    ],
  ],
  'request-field-format-added': [
    [
      'breaking',
      'POST /runs',
      '/paths/~1runs/post/requestBody/content/application~1json/schema/properties/target',
      'Request body field `target` now has format `uri`.',
    ],
  ],
  // A readOnly field is never sent, so removing it changes nothing in the request.
  'request-read-only-field-removed': [],
  'request-media-type-removed': [
    [
      'breaking',
      'POST /steps',
      '/paths/~1steps/post/requestBody/content/application~1x-yaml',
      'The request body no longer accepts media type `application/x-yaml`.',
    ],
  ],
  'openapi-3-0-nullable-removed-in-request': [
    [
      'breaking',
      'PATCH /prompts/{name}',
      '/paths/~1prompts~1{name}/patch/requestBody/content/application~1json/schema/properties/description',
      'Request body field `description` changed type from string or null to string.',
    ],
  ],
  'security-requirement-added': [
    [
      'breaking',
      'GET /runs',
      '/security',
      'New security requirement: the operation now requires `bearerAuth`; it accepted no authentication.',
    ],
    ['non-breaking', null, '/components/securitySchemes/bearerAuth', 'Security scheme `bearerAuth` was added.'],
  ],
  'security-alternative-added': [
    ['non-breaking', 'GET /runs', '/security', 'The operation also accepts `oauth` (runs:read).'],
    ['non-breaking', null, '/components/securitySchemes/oauth', 'Security scheme `oauth` was added.'],
  ],
  'response-field-removed': [
    [
      'breaking',
      'GET /runs/{runId}',
      '/paths/~1runs~1{runId}/get/responses/200/content/application~1json/schema/properties/cluster',
      'Response 200 field `cluster` was removed.',
    ],
  ],
  'response-field-type-changed': [
    [
      'breaking',
      'GET /runs/{runId}',
      '/paths/~1runs~1{runId}/get/responses/200/content/application~1json/schema/properties/startedAt',
      'Response 200 field `startedAt` changed type from string to integer.',
    ],
  ],
  'response-nullable-added': [
    [
      'breaking',
      'GET /runs/{runId}',
      '/paths/~1runs~1{runId}/get/responses/200/content/application~1json/schema/properties/startedAt',
      'Response 200 field `startedAt` changed type from string to string or null.',
    ],
  ],
  // Decided: a new value of a response enum is non-breaking (enums grow); the action warns strict clients.
  'response-enum-value-added': [
    [
      'non-breaking',
      'GET /runs/{runId}',
      '/paths/~1runs~1{runId}/get/responses/200/content/application~1json/schema/properties/status',
      'Response 200 field `status` can now be `cancelled`.',
    ],
  ],
  'response-field-deprecated': [
    [
      'deprecation',
      'GET /runs/{runId}',
      '/paths/~1runs~1{runId}/get/responses/200/content/application~1json/schema/properties/cluster',
      'Response 200 field `cluster` was deprecated.',
    ],
  ],
  'response-field-added': [
    [
      'non-breaking',
      'GET /runs/{runId}',
      '/paths/~1runs~1{runId}/get/responses/200/content/application~1json/schema/properties/durationMs',
      'Response 200 field `durationMs` was added.',
    ],
  ],
  'response-success-status-removed': [
    ['breaking', 'GET /runs/{runId}', '/paths/~1runs~1{runId}/get/responses/200', 'Success response 200 was removed.'],
    ['non-breaking', 'GET /runs/{runId}', '/paths/~1runs~1{runId}/get/responses/201', 'New response 201.'],
  ],
  'servers-changed': [['non-breaking', null, '/servers/1', 'Server `https://eu.api.example.com/v1` was added.']],
  // 3.2's device authorization flow beside the flow clients use: nothing breaks.
  'security-flow-added': [
    [
      'non-breaking',
      null,
      '/components/securitySchemes/oauth2/flows/deviceAuthorization',
      'Security scheme `oauth2` gained the `deviceAuthorization` flow.',
    ],
  ],
  // A description moved from 3.1 to 3.2 with 3.2's display fields (server name, tag summary, response summary, $self): no change a client notices.
  'openapi-3-2-version-bump': [],
  // 3.2's QUERY method and an additionalOperations method are operations like the others.
  'openapi-3-2-query-operation-added': [
    ['non-breaking', 'QUERY /runs/search', '/paths/~1runs~1search/query', 'New operation.'],
    ['non-breaking', 'LINK /runs/{runId}', '/paths/~1runs~1{runId}/additionalOperations/LINK', 'New operation.'],
  ],
  // A change inside a shared schema: once per operation that uses it, naming the schema, pointing into it.
  'shared-schema-field-removed': [
    [
      'breaking',
      'GET /runs',
      '/components/schemas/Run/properties/cluster',
      'In schema Run: response 200 field `data[].cluster` was removed.',
    ],
    [
      'breaking',
      'GET /runs/{runId}',
      '/components/schemas/Run/properties/cluster',
      'In schema Run: response 200 field `cluster` was removed.',
    ],
  ],
  'allof-field-removed': [
    [
      'breaking',
      'GET /workflows/{name}',
      '/components/schemas/Resource/properties/createdBy',
      'In schema Resource: response 200 field `createdBy` was removed.',
    ],
  ],
  // Node contains itself (parent, children[]): the walk ends, and the new field is reported once per side.
  'circular-schema-field-added': [
    [
      'non-breaking',
      'POST /trees',
      '/components/schemas/Node/properties/weight',
      'In schema Node: request body field `weight` was added as an optional field.',
    ],
    [
      'non-breaking',
      'POST /trees',
      '/components/schemas/Node/properties/weight',
      'In schema Node: response 201 field `weight` was added.',
    ],
  ],
};

for (const [rule, expected] of Object.entries(RULES)) {
  test(`rule ${rule}`, async () => {
    const changes = await diffFixture(rule);
    assert.deepEqual(
      changes.map((c): Expected => [c.level, c.operation, c.pointer, c.message]),
      expected,
    );
    for (const change of changes)
      assert.ok(change.action.length > 0, `every change says what a client must do (${change.message})`);
  });
}

test('field changes locate the field for a page to mark: body, response status and media type, parameter', async () => {
  const [shared] = await diffFixture('shared-schema-field-removed');
  assert.deepEqual(shared.location, {
    in: 'response',
    status: '200',
    mediaType: 'application/json',
    fieldPath: ['data', '[]', 'cluster'],
  });
  assert.equal(shared.operationId, 'listRuns');
  const [renamed] = await diffFixture('parameter-renamed-same-schema');
  assert.deepEqual(renamed.location, { in: 'parameter', fieldPath: [], parameter: { name: 'cursor', in: 'query' } });
  assert.equal(renamed.action, 'Send query parameter `cursor` instead of query parameter `page`.');
  const [required] = await diffFixture('request-required-field-added');
  assert.deepEqual(required.location, { in: 'request', mediaType: 'application/json', fieldPath: ['cluster'] });
  assert.equal(required.action, 'Send `cluster`.');
});

test('a removed operation keeps its old operationId and says to stop calling it', async () => {
  const [removed] = await diffFixture('operation-removed');
  assert.equal(removed.operationId, 'deleteRuns');
  assert.equal(removed.action, 'Stop calling DELETE /runs.');
});

test('every rule has its fixture pair and every fixture pair a rule', async () => {
  const fs = await import('node:fs');
  const pairs = fs.readdirSync(fixtures).filter((d) => fs.existsSync(path.join(fixtures, d, 'old.yaml')));
  assert.deepEqual(pairs.sort(), Object.keys(RULES).sort());
});

/** The kind of each rule's changes, in order: what code building marks and changelogs on the diff reads. */
const KINDS: Record<string, ApiChange['kind'][]> = {
  'allof-field-removed': ['field-removed'],
  'circular-schema-field-added': ['field-added', 'field-added'],
  'openapi-3-0-nullable-removed-in-request': ['type-changed'],
  'operation-added': ['operation-added'],
  'operation-deprecated': ['operation-deprecated'],
  'operation-removed': ['operation-removed'],
  'optional-parameter-added': ['parameter-added'],
  'parameter-became-required': ['parameter-required'],
  'parameter-deprecated': ['parameter-deprecated'],
  'parameter-moved-query-to-header': ['parameter-renamed'],
  'parameter-removed': ['parameter-removed'],
  'parameter-renamed-and-widened': ['parameter-renamed', 'constraint-changed'],
  'parameter-renamed-same-schema': ['parameter-renamed'],
  'parameter-type-changed': ['type-changed'],
  'path-parameter-renamed-in-template': [],
  'request-enum-value-removed': ['enum-values-removed'],
  'request-field-became-required': ['field-required'],
  'request-field-format-added': ['format-changed'],
  'request-field-max-length-lowered': ['constraint-changed'],
  'request-field-removed': ['field-removed'],
  'request-field-type-narrowed': ['type-changed'],
  'request-media-type-removed': ['media-type-removed'],
  'request-optional-field-added': ['field-added'],
  'request-read-only-field-removed': [],
  'request-required-field-added': ['field-added'],
  'required-parameter-added': ['parameter-added'],
  'response-enum-value-added': ['enum-values-added'],
  'response-field-added': ['field-added'],
  'response-field-deprecated': ['field-deprecated'],
  'response-field-removed': ['field-removed'],
  'response-field-type-changed': ['type-changed'],
  'response-nullable-added': ['type-changed'],
  'response-success-status-removed': ['response-removed', 'response-added'],
  'security-alternative-added': ['security-alternative-added', 'security-scheme-added'],
  'security-requirement-added': ['security-requirement-added', 'security-scheme-added'],
  'servers-changed': ['server-added'],
  'security-flow-added': ['security-flow-added'],
  'openapi-3-2-version-bump': [],
  'openapi-3-2-query-operation-added': ['operation-added', 'operation-added'],
  'shared-schema-field-removed': ['field-removed', 'field-removed'],
};

test('each rule names its changes by kind; enum changes carry their values', async () => {
  for (const [rule, kinds] of Object.entries(KINDS)) {
    assert.deepEqual(
      (await diffFixture(rule)).map((c) => c.kind),
      kinds,
      rule,
    );
  }
  assert.deepEqual((await diffFixture('response-enum-value-added'))[0].values, ['cancelled']);
  assert.deepEqual((await diffFixture('request-enum-value-removed'))[0].values, ['high']);
  assert.deepEqual(Object.keys(KINDS).sort(), Object.keys(RULES).sort());
});
