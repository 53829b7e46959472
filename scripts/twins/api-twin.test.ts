import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadApiModel } from '../openapi/pipeline.ts';
import { type Operation } from '../openapi/model.ts';
import { fixture } from '../openapi/test-helpers.ts';
import { loadCliModel } from '../cli/pipeline.ts';
import { commandsByOperation } from '../cli/model.ts';
import { landingTwin, operationTwin, overviewTwin, type ApiTwinOptions } from './api-twin.ts';
import { toMarkdown } from './markdown.ts';
import { nodesOf, parse, textOf } from './test-helpers.ts';

const options = (extra: Partial<ApiTwinOptions> = {}): ApiTwinOptions => ({
  hrefOf: (op: Operation) => `/api/${op.slug}`,
  landingHref: '/api',
  overviewHref: '/api/overview',
  ...extra,
});

test('an operation twin has its method and path, every parameter, body and response fields, examples, the curl sample and its sand commands', async () => {
  const { model } = await loadApiModel('openapi/sun-api.yaml');
  const op = model.operations.find((o) => o.operationId === 'startRun')!;
  const markdown = toMarkdown(operationTwin(model, op, options({ cliCommands: commandsByOperation(loadCliModel()), authEnv: 'SAND_API_KEY' })));
  const tree = parse(markdown);
  assert.match(markdown, /^# Start a run$/m);
  assert.match(markdown, /^`POST \/api\/v1\/runs`$/m);
  for (const p of op.parameters) assert.ok(markdown.includes(`\`${p.name}\``), p.name);
  for (const field of ['workflow', 'step', 'input', 'testSuite', 'cluster', 'async']) assert.match(markdown, new RegExp(`^- \`${field}\` `, 'm'));
  assert.match(markdown, /`async` \(`boolean`\): .*Default: `false`\./);
  for (const status of op.responses.map((r) => r.status)) assert.match(markdown, new RegExp(`^### ${status}$`, 'm'));
  const codes = nodesOf(tree, 'code');
  assert.ok(codes.some((c) => c.lang === 'json' && c.value.includes('"workflow": "analyze-support-ticket:production"')));
  const curl = codes.find((c) => c.lang === 'bash')!;
  assert.match(curl.value, /^curl -X POST 'https:\/\/api\.sandgarden\.com\/api\/v1\/runs'/);
  assert.match(curl.value, /Authorization: Bearer \$SAND_API_KEY/);
  assert.ok(nodesOf(tree, 'link').some((l) => l.url === 'https://docs.sandgarden.com/cli/sand/runs/start'));
});

test('a named schema is written once per page and referred to after that; a circular schema stays finite', async () => {
  const { model } = await loadApiModel(fixture('circular-ref.yaml'));
  for (const op of model.operations) {
    const markdown = toMarkdown(operationTwin(model, op, options()));
    assert.ok(markdown.length < 200_000);
  }
  const { model: sun } = await loadApiModel('openapi/sun-api.yaml');
  const markdown = toMarkdown(operationTwin(sun, sun.operations.find((o) => o.operationId === 'startRun')!, options()));
  assert.match(markdown, /Fields of Run as listed above\./);
});

test('hostile spec text stays text: no HTML, no stray links, the tag and summary read as written', async () => {
  const { model } = await loadApiModel(fixture('hostile-description.yaml'));
  for (const op of model.operations) {
    const markdown = toMarkdown(operationTwin(model, op, options()));
    const tree = parse(markdown);
    assert.deepEqual(nodesOf(tree, 'html'), [], op.operationId);
    assert.equal(textOf(nodesOf(tree, 'heading')[0]), op.summary);
    // MDX statements in a description are its text, shown as written.
    if (op.description) assert.ok(nodesOf(tree, 'paragraph').some((p) => textOf(p).includes('export default function X() {}')));
    for (const p of op.parameters) assert.ok(textOf(tree).includes(p.name), p.name);
  }
  const landing = parse(toMarkdown(landingTwin(model, 'API reference', options())));
  assert.deepEqual(nodesOf(landing, 'html'), []);
  assert.ok(nodesOf(landing, 'heading').some((h) => textOf(h) === '</div><script>alert(1)</script>'));
});

test('the landing lists every operation under its tag; the overview has servers, schemes and downloads', async () => {
  const { model } = await loadApiModel('openapi/sun-api.yaml');
  const landing = parse(toMarkdown(landingTwin(model, 'API reference', options())));
  const urls = new Set(nodesOf(landing, 'link').map((l) => l.url));
  for (const op of model.operations) assert.ok(urls.has(`https://docs.sandgarden.com/api/${op.slug}`), op.slug);
  const overview = toMarkdown(overviewTwin(model, options({ downloads: [{ href: '/openapi.yaml', label: 'openapi.yaml', description: 'YAML.' }] })));
  assert.match(overview, /`https:\/\/api\.sandgarden\.com`/);
  assert.match(overview, /\*\*bearerAuth\*\*/);
  assert.match(overview, /\[`openapi.yaml`\]\(https:\/\/docs\.sandgarden\.com\/openapi\.yaml\)/);
});

test('a webhook twin says the reader receives it: payload, headers, responses to send, no curl; the landing lists the webhooks', async () => {
  const { model } = await loadApiModel('tests/fixtures/kitchen-sink.yaml');
  const hook = model.webhooks.find((o) => o.webhook === 'newPet')!;
  const markdown = toMarkdown(operationTwin(model, hook, options()));
  assert.match(markdown, /^# A pet was added$/m);
  assert.match(markdown, /\*\*Webhook\.\*\* Kitchen Sink API sends this request to your endpoint/);
  assert.match(markdown, /^## Headers$/m);
  assert.match(markdown, /^## Payload$/m);
  assert.match(markdown, /^## Responses your endpoint sends$/m);
  assert.match(markdown, /^### 410$/m);
  assert.doesNotMatch(markdown, /curl|## Authentication/);
  // Spec text stays text: the raw HTML of the description is escaped, not passed through.
  assert.match(markdown, /\{petId\}, \\<b>not bold\\<\/b>, \\<\/script> and `code`\./);
  assert.doesNotMatch(markdown, /(?<!\\)<b>|(?<!\\)<\/script>/);
  const landing = toMarkdown(landingTwin(model, 'API reference', options()));
  assert.match(landing, /^## Webhooks$/m);
  assert.match(landing, /\[A pet was added\]\([^)]*\/api\/new-pet-webhook\) `POST newPet`/);
  assert.match(landing, /^## Pets and their owners$/m);
});

test('an operation twin shows its callbacks, response links, header examples and part encodings', async () => {
  const { model } = await loadApiModel('tests/fixtures/kitchen-sink.yaml');
  const op = (id: string) => toMarkdown(operationTwin(model, model.operations.find((o) => o.operationId === id)!, options()));
  const addPet = op('addPet');
  assert.match(addPet, /^## Callbacks$/m);
  assert.match(addPet, /^### petAdopted: POST \{\$request\.body#\/callbackUrl\}$/m);
  assert.match(addPet, /^#### Request body$/m);
  assert.match(addPet, /GetPet: `getPet`/);
  const listPets = op('listPets');
  assert.match(listPets, /`X-Next-Cursor` \(deprecated\)/);
  assert.match(listPets, /Example "Available pets only": `\["available"\]`/);
  assert.match(op('replacePet'), /`photos`: sent as `image\/png, image\/jpeg`/);
  const overview = toMarkdown(overviewTwin(model, options()));
  assert.match(overview, /`read:pets` Read your pets/);
  assert.match(overview, /Terms of service/);
});
