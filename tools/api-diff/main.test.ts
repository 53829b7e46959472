/**
 * `npm run api-diff` as a writer and a CI job use it: output, JSON shape, exit codes, errors. The
 * command runs in this process (`apiDiff`); one test runs it as `npm run api-diff` does, through
 * its entry point in a process of its own.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { apiDiff as runApiDiff } from './main.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const fixtures = path.join(root, 'generator/api-history/diff/fixtures');
const fixture = (rule: string, side: 'old' | 'new') => path.join(fixtures, rule, `${side}.yaml`);

/** The command run in this process, its output kept (the working directory is the project's, as under npm). */
async function apiDiff(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runApiDiff(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

test('run as a command, it prints to stdout and exits with its code (1 for a breaking change with --fail-on-breaking)', () => {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'main.ts'),
      '--fail-on-breaking',
      fixture('operation-removed', 'old'),
      fixture('operation-removed', 'new'),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(result.status, 1, result.stderr);
  assert.match(result.stdout, /^1 breaking change, /);
});

test('prints the changes grouped by operation, breaking first, each with what to do; exits 0 without --fail-on-breaking', async () => {
  const { code, stdout } = await apiDiff(
    fixture('security-requirement-added', 'old'),
    fixture('security-requirement-added', 'new'),
  );
  assert.equal(code, 0);
  assert.equal(
    stdout,
    [
      '1 breaking change, 0 deprecations, 1 non-breaking change',
      '',
      'GET /runs  (listRuns)',
      '  BREAKING      New security requirement: the operation now requires `bearerAuth`; it accepted no authentication.',
      '                → Authenticate with `bearerAuth`.',
      '                at /security',
      '',
      'Whole API',
      '  non-breaking  Security scheme `bearerAuth` was added.',
      '                → You may authenticate with it where an operation accepts it.',
      '                at /components/securitySchemes/bearerAuth',
      '',
    ].join('\n'),
  );
});

test('--fail-on-breaking exits 1 when a change is breaking, 0 when none is', async () => {
  assert.equal(
    (await apiDiff('--fail-on-breaking', fixture('operation-removed', 'old'), fixture('operation-removed', 'new')))
      .code,
    1,
  );
  assert.equal(
    (await apiDiff('--fail-on-breaking', fixture('operation-added', 'old'), fixture('operation-added', 'new'))).code,
    0,
  );
  assert.equal(
    (
      await apiDiff(
        '--fail-on-breaking',
        fixture('operation-deprecated', 'old'),
        fixture('operation-deprecated', 'new'),
      )
    ).code,
    0,
  );
});

test('--json prints {"changes":[…]} with level, operation, pointer and message', async () => {
  const { code, stdout } = await apiDiff(
    '--json',
    '--fail-on-breaking',
    fixture('parameter-renamed-same-schema', 'old'),
    fixture('parameter-renamed-same-schema', 'new'),
  );
  assert.equal(code, 1);
  const parsed = JSON.parse(stdout);
  assert.deepEqual(Object.keys(parsed), ['changes']);
  assert.equal(parsed.changes.length, 1);
  const [change] = parsed.changes;
  assert.equal(change.level, 'breaking');
  assert.equal(change.operation, 'GET /runs');
  assert.equal(change.pointer, '/paths/~1runs/get/parameters/0');
  assert.equal(change.message, 'Query parameter `page` was renamed to `cursor`.');
  assert.equal(typeof change.action, 'string');
});

test('no changes: "No changes." and an empty JSON list', async () => {
  const same = fixture('operation-added', 'new');
  assert.equal((await apiDiff(same, same)).stdout, 'No changes.\n');
  assert.deepEqual(JSON.parse((await apiDiff('--json', same, same)).stdout), { changes: [] });
});

test('usage errors exit 2 and show the usage', async () => {
  const missing = await apiDiff(fixture('operation-added', 'old'));
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /expected two files \(OLD and NEW\), got 1/);
  assert.match(missing.stderr, /usage: npm run api-diff -- OLD NEW/);
  const unknown = await apiDiff('--strict', fixture('operation-added', 'old'), fixture('operation-added', 'new'));
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown option '--strict'/);
});

test('unreadable or invalid input exits 2 naming the file, the place and the fix', async () => {
  const notFound = await apiDiff(fixture('operation-added', 'old'), 'no-such-file.yaml');
  assert.equal(notFound.code, 2);
  assert.match(notFound.stderr, /no-such-file\.yaml: cannot read the file \(ENOENT\)/);
  const notOpenApi = path.join(fixtures, 'invalid', 'not-openapi.yaml');
  const missingVersion = await apiDiff(notOpenApi, fixture('operation-added', 'new'));
  assert.equal(missingVersion.code, 2);
  assert.match(
    missingVersion.stderr,
    /not-openapi\.yaml at \/: not an OpenAPI document: missing `openapi`\n {2}fix: pass an OpenAPI 3\.0, 3\.1 or 3\.2 description/,
  );
  const badYaml = await apiDiff(fixture('operation-added', 'old'), path.join(fixtures, 'invalid', 'bad-yaml.yaml'));
  assert.equal(badYaml.code, 2);
  assert.match(badYaml.stderr, /bad-yaml\.yaml at line \d+, column \d+: invalid YAML/);
});

test('a dangling $ref and a Swagger 2.0 file exit 2 with the place and the fix', async () => {
  const dangling = await apiDiff(
    path.join(fixtures, 'invalid', 'dangling-ref.yaml'),
    fixture('operation-added', 'new'),
  );
  assert.equal(dangling.code, 2);
  assert.match(
    dangling.stderr,
    /dangling-ref\.yaml at #\/paths\/~1runs\/get\/responses\/200\/content\/application~1json\/schema\/\$ref \(line 11\): the \$ref "#\/components\/schemas\/Rn" points at nothing/,
  );
  const swagger = await apiDiff(path.join(fixtures, 'invalid', 'swagger-2.json'), fixture('operation-added', 'new'));
  assert.equal(swagger.code, 2);
  assert.match(
    swagger.stderr,
    /swagger-2\.json at #\/swagger: Swagger 2\.0 is not supported; only OpenAPI 3\.0, 3\.1 and 3\.2 are\n {2}fix: convert the document to OpenAPI 3/,
  );
});

test('JSON and YAML descriptions compare alike', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-diff-'));
  try {
    const oldJson = path.join(dir, 'old.json');
    fs.writeFileSync(
      oldJson,
      JSON.stringify(YAML.parse(fs.readFileSync(fixture('response-field-removed', 'old'), 'utf8')), null, 2),
    );
    const { code, stdout } = await apiDiff('--json', oldJson, fixture('response-field-removed', 'new'));
    assert.equal(code, 0);
    assert.deepEqual(
      JSON.parse(stdout).changes.map((c: { message: string }) => c.message),
      ['Response 200 field `cluster` was removed.'],
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a change on an operation a recipe calls names the recipes: "recipes" in --json, "affects recipe" in text', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-diff-recipes-'));
  try {
    const doc = YAML.parse(fs.readFileSync(path.join(root, 'openapi/sun-api.yaml'), 'utf8'));
    doc.paths['/api/v1/runs/{runId}'].get.parameters = [
      { name: 'fields', in: 'query', required: true, schema: { type: 'string' } },
    ];
    doc.paths['/api/v1/health'].get.summary = 'Health check';
    doc.paths['/api/v1/health'].get.parameters = [{ name: 'deep', in: 'query', schema: { type: 'boolean' } }];
    const changed = path.join(dir, 'new.yaml');
    fs.writeFileSync(changed, YAML.stringify(doc));
    const json = await apiDiff('--json', path.join(root, 'openapi/sun-api.yaml'), changed);
    assert.equal(json.code, 0, json.stderr);
    const changes = JSON.parse(json.stdout).changes as Array<{ operationId?: string; recipes?: string[] }>;
    assert.deepEqual(changes.find((c) => c.operationId === 'getRun')?.recipes, [
      'compareTestRuns',
      'runWorkflowAndWait',
    ]);
    assert.equal(changes.find((c) => c.operationId === 'health')?.recipes, undefined);
    const text = (await apiDiff(path.join(root, 'openapi/sun-api.yaml'), changed)).stdout;
    assert.match(
      text,
      /GET \/api\/v1\/runs\/\{runId\} {2}\(getRun\)\n {2}affects recipes compareTestRuns, runWorkflowAndWait\n/,
    );
    assert.doesNotMatch(text, /\(health\)\n {2}affects/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
