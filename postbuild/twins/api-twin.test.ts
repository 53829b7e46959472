import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateApi } from '../../generator/openapi/pipeline.ts';
import { fixture, sectionModelOfRecords } from '../../generator/openapi/test-helpers.ts';
import { loadCliModel } from '../../generator/cli/pipeline.ts';
import { commandsByOperation } from '../../generator/cli/model.ts';
import { SECTION_SCHEMAS_FILE } from '../../shared/api/section-files.ts';
import { generatedPageTwin } from './index.ts';
import { nodesOf, parse, textOf } from './test-helpers.ts';

/**
 * The twins of a spec's API pages by route, written as the build writes them: from the section
 * model and component schemas the generator wrote (the generator only makes the test's input).
 */
async function apiTwins(
  specFile: string,
  options: Partial<Parameters<typeof generateApi>[0]> = {},
): Promise<(route: string) => string> {
  const { pages } = await generateApi({ specFile, ...options });
  const model = sectionModelOfRecords(pages)!;
  const schemasFile = pages.find((r) => r.path === SECTION_SCHEMAS_FILE);
  const schemas = schemasFile ? JSON.parse(schemasFile.content) : {};
  return (route) => {
    assert.ok(model.pages[route], `no page ${route}`);
    return generatedPageTwin('Title', model.pages[route], { schemas });
  };
}

test('an operation twin has its method and path, every parameter, body and response fields, examples, the code samples and its sand commands', async () => {
  const twin = await apiTwins('openapi/sun-api.yaml', {
    cliCommands: commandsByOperation(loadCliModel()),
    authEnv: 'SAND_API_KEY',
  });
  const markdown = twin('/api/start-run');
  const tree = parse(markdown);
  assert.match(markdown, /^# Start a run$/m);
  assert.match(markdown, /^`POST \/api\/v1\/runs`$/m);
  assert.match(markdown, /`Idempotency-Key`/);
  for (const field of ['workflow', 'step', 'input', 'testSuite', 'cluster', 'async'])
    assert.match(markdown, new RegExp(`^- \`${field}\` `, 'm'));
  assert.match(markdown, /`async` \(`boolean`\): .*Default: `false`\./);
  for (const status of ['200 OK', '202 Accepted', '400 Bad Request'])
    assert.match(markdown, new RegExp(`^### ${status}$`, 'm'));
  const codes = nodesOf(tree, 'code');
  assert.ok(
    codes.some((c) => c.lang === 'json' && c.value.includes('"workflow": "analyze-support-ticket:production"')),
  );
  const curl = codes.find((c) => c.lang === 'bash')!;
  assert.match(curl.value, /^curl -X POST 'https:\/\/api\.sandgarden\.com\/api\/v1\/runs'/);
  assert.match(curl.value, /Authorization: Bearer \$SAND_API_KEY/);
  // Where the credential comes from, before the samples.
  assert.match(
    markdown,
    /^Set `SAND_API_KEY` first \(where to get it: Authentication, above\); the request sends it as `Authorization: Bearer …`\n\n\*\*Example request \(curl\)\*\*$/m,
  );
  // curl, Python and TypeScript, in that order, each under its label; the other languages stay on the page.
  assert.deepEqual(
    [...markdown.matchAll(/^\*\*Example request \((.+)\)\*\*$/gm)].map((m) => m[1]),
    ['curl', 'Python', 'TypeScript'],
  );
  const python = codes.find((c) => c.lang === 'python')!;
  assert.match(python.value, /import requests/);
  assert.match(python.value, /requests\.post\(/);
  assert.ok(
    codes.some((c) => c.lang === 'ts' && c.value.includes('import type { paths }')),
    'the TypeScript sample',
  );
  assert.doesNotMatch(markdown, /^package main$/m, 'Go stays on the page');
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/cli/sand/runs/start'));
  // The request builder is interactive only: nothing of it in the twin.
  assert.doesNotMatch(markdown, /"params"/);
});

test('a named schema is written once per page and referred to after that; a circular schema stays finite', async () => {
  const circular = await apiTwins(fixture('circular-ref.yaml'));
  const { model } = await generateApi({ specFile: fixture('circular-ref.yaml') });
  for (const op of model.operations) assert.ok(circular(`/api/${op.slug}`).length < 200_000);
  const sun = await apiTwins('openapi/sun-api.yaml');
  assert.match(sun('/api/start-run'), /Fields of Run as listed above\./);
});

test('hostile spec text stays text: no HTML, no stray links, the tag and summary read as written', async () => {
  const twin = await apiTwins(fixture('hostile-description.yaml'));
  const { model } = await generateApi({ specFile: fixture('hostile-description.yaml') });
  for (const op of model.operations) {
    const tree = parse(twin(`/api/${op.slug}`));
    assert.deepEqual(nodesOf(tree, 'html'), [], op.operationId);
    // As the page shows it: typographic quotes, every other character as written.
    assert.equal(textOf(nodesOf(tree, 'heading')[0]).replace(/[“”]/g, '"'), op.summary);
    // MDX statements in a description are its text, shown as written.
    if (op.description)
      assert.ok(nodesOf(tree, 'paragraph').some((p) => textOf(p).includes('export default function X() {}')));
    for (const p of op.parameters) assert.ok(textOf(tree).includes(p.name), p.name);
  }
  const landing = parse(twin('/api'));
  assert.deepEqual(nodesOf(landing, 'html'), []);
  assert.ok(nodesOf(landing, 'heading').some((h) => textOf(h) === '</div><script>alert(1)</script>'));
});

test('the landing lists every operation under its tag; the overview has servers, schemes and downloads', async () => {
  const twin = await apiTwins('openapi/sun-api.yaml', { publish: true });
  const { model } = await generateApi({ specFile: 'openapi/sun-api.yaml' });
  const landing = parse(twin('/api'));
  const urls = new Set(nodesOf(landing, 'link').map((l) => l.url));
  for (const op of model.operations) assert.ok(urls.has(`https://docs.sandgarden.com/api/${op.slug}`), op.slug);
  const overview = twin(`/api/${model.overviewSlug}`);
  assert.match(overview, /`https:\/\/api\.sandgarden\.com`/);
  assert.match(overview, /\*\*bearerAuth\*\*/);
  assert.match(overview, /\[`openapi.yaml`\]\(https:\/\/docs\.sandgarden\.com\/openapi\.yaml\)/);
});

test('a webhook twin says the reader receives it: payload, headers, responses to send, no curl; the landing lists the webhooks', async () => {
  const twin = await apiTwins('tests/fixtures/kitchen-sink.yaml');
  const markdown = twin('/api/new-pet-webhook');
  assert.match(markdown, /^# A pet was added$/m);
  assert.match(markdown, /\*\*Webhook\.\*\* Kitchen Sink API sends this request to your endpoint/);
  assert.match(markdown, /^## Headers$/m);
  assert.match(markdown, /^## Payload$/m);
  assert.match(markdown, /^## Responses your endpoint sends$/m);
  assert.match(markdown, /^### 410 /m);
  assert.doesNotMatch(markdown, /curl|## Authentication/);
  // Spec text stays text: the raw HTML of the description is escaped, not passed through.
  assert.match(markdown, /\{petId\}, \\<b>not bold\\<\/b>, \\<\/script> and `code`\./);
  assert.doesNotMatch(markdown, /(?<!\\)<b>|(?<!\\)<\/script>/);
  const landing = twin('/api');
  assert.match(landing, /^## Webhooks$/m);
  assert.match(landing, /\[A pet was added\]\([^)]*\/api\/new-pet-webhook\) `POST newPet`/);
  assert.match(landing, /^## Pets and their owners$/m);
});

test('an operation twin shows its callbacks, response links, header examples and part encodings', async () => {
  const twin = await apiTwins('tests/fixtures/kitchen-sink.yaml');
  const addPet = twin('/api/add-pet');
  assert.match(addPet, /^## Callbacks$/m);
  assert.match(addPet, /`POST \{\$request\.body#\/callbackUrl\}`/);
  assert.match(addPet, /^#### Request body$/m);
  assert.match(addPet, /GetPet: \[`getPet`\]\(https:\/\/docs\.sandgarden\.com\/api\/get-pet\)/);
  const listPets = twin('/api/list-pets');
  assert.match(listPets, /`X-Next-Cursor` \(deprecated\)/);
  assert.match(listPets, /Example "Available pets only": `\["available"\]`/);
  assert.match(twin('/api/replace-pet'), /`photos`: sent as `image\/png, image\/jpeg`/);
  const { model } = await generateApi({ specFile: 'tests/fixtures/kitchen-sink.yaml' });
  const overview = twin(`/api/${model.overviewSlug}`);
  assert.match(overview, /`read:pets` Read your pets/);
  assert.match(overview, /Terms of service/);
});

test('the twins say the API history the pages show: "Added in" / "Changed in", and "New in" / "Deprecated in" / "Changed in" after a parameter, field or enum value', async () => {
  const { loadApiHistory } = await import('../../generator/api-history/releases/history.ts');
  const { loadReleaseDocuments, releaseChanges } = await import(
    '../../generator/api-history/releases/release-changes.ts'
  );
  const { pageMarks } = await import('../../generator/api-history/releases/page-marks.ts');
  const releases = loadApiHistory('.');
  const history = pageMarks({ releases, changes: releaseChanges(releases, await loadReleaseDocuments(releases)) });
  const twin = await apiTwins('openapi/sun-api.yaml', { history });
  assert.match(twin('/api/get-auth-metadata'), /^\[Added in 1\.4\.0\]\([^)]*\/api\/changelog#v1-4-0-non-breaking\)$/m);
  assert.match(twin('/api/compare-runs'), /\[Added in 1\.1\.0\]\([^)]*\/api\/changelog#v1-1-0-non-breaking\)/);
  const runs = twin('/api/list-runs');
  assert.match(
    runs,
    /^\| `workflow` \[Changed in 1\.3\.0 \(renamed, limits\)\]\([^)]*\/api\/changelog#v1-3-0-breaking\) \|/m,
  );
  assert.match(runs, /^\[Changed in 1\.4\.0\]\([^)]*\/api\/changelog#v1-4-0-deprecation\)$/m);
  assert.match(
    runs,
    /^\| `batches` \(deprecated\) \[Deprecated in 1\.4\.0\]\([^)]*\/api\/changelog#v1-4-0-deprecation\) \|/m,
  );
  assert.doesNotMatch(runs, /workflowName/);
  const connector = twin('/api/create-connector');
  assert.match(connector, /`aws` \[New in 1\.3\.0\]\([^)]*\/api\/changelog#v1-3-0-non-breaking\)/);
  assert.doesNotMatch(connector, /`bigquery` \[New in/, 'a value of the oldest supported release is not new');
  assert.doesNotMatch(twin('/api/list-runs'), /Added in/, 'an operation of the first release says nothing');
});

test('a request body leaves out its readOnly fields and a response its writeOnly ones; a schema on both sides is written for each', async () => {
  const twin = (await apiTwins(fixture('read-write-only.yaml')))('/api/create-account');
  const [request, response] = twin.split(/^### 201 Created$/m);
  assert.ok(response, 'a 201 response section');
  for (const field of ['name', 'password', 'owner', 'email']) assert.match(request, new RegExp(`- \`${field}\` `));
  for (const field of ['id', 'verifiedAt']) assert.doesNotMatch(request, new RegExp(`- \`${field}\` `));
  for (const field of ['id', 'name', 'owner', 'email', 'verifiedAt'])
    assert.match(response, new RegExp(`- \`${field}\` `), field);
  assert.doesNotMatch(response, /- `password` /);
  assert.doesNotMatch(twin, /as listed above/);
  // The written examples lose those fields too, and so does every sample sent from them.
  assert.doesNotMatch(twin, /acc_0|2024-01-01/);
  assert.match(twin, /curl -X POST[^`]*"password": "s3cret"/);
  const responseExample = twin.slice(twin.indexOf('**Example response 201**'), twin.indexOf('## Request body'));
  assert.match(responseExample, /"verifiedAt": "2025-01-01T00:00:00Z"/);
  assert.doesNotMatch(responseExample, /s3cret/);
});
