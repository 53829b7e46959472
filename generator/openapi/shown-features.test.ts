import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { generateApi } from './pipeline.ts';
import { compileMdx, pageText, renderPage } from './test-helpers.ts';

// What the pages show of webhooks, callbacks and rarer parts, read from the generated pages of the
// kitchen sink and of Scalar's Galaxy (a real published description with a webhook and callbacks).
const KITCHEN_SINK = path.resolve(import.meta.dirname, '../../tests/fixtures/kitchen-sink.yaml');
const GALAXY = path.resolve(import.meta.dirname, '../../node_modules/@scalar/galaxy/dist/latest.yaml');

const kitchen = generateApi({ specFile: KITCHEN_SINK, publish: true });
/** A page as text: its model entry written out (test-helpers.ts). */
const page = async (slug: string, result = kitchen) => {
  const found = (await result).pages.find((p) => p.path === `${slug}.mdx`);
  assert.ok(found, `${slug}.mdx is generated`);
  return pageText((await result).pages, `${slug}.mdx`);
};
/** A page as the site renders it. */
const rendered = async (slug: string, result = kitchen) => renderPage((await result).pages, `${slug}.mdx`);
/** Spec text in the page's HTML stays text: no element the spec wrote. */
const assertNoSpecMarkup = (html: string) => assert.doesNotMatch(html, /<script|<b>|<i>|<\/script>/i);

test('Galaxy’s newPlanet webhook gets a page in a Webhooks group after the tags, with its payload and the responses to send', async () => {
  const galaxy = generateApi({ specFile: GALAXY });
  const { pages } = await galaxy;
  const meta = JSON.parse(pages.find((p) => p.path === '_meta.json')!.content) as Record<string, unknown>;
  const keys = Object.keys(meta);
  assert.ok(keys.indexOf('--webhooks') > keys.indexOf('create-celestial-body'), 'after the last tag’s operations');
  assert.deepEqual(meta['--webhooks'], { type: 'separator', title: 'Webhooks' });
  assert.equal(meta['new-planet'], 'POST newPlanet');
  const mdx = await page('new-planet', galaxy);
  assert.match(mdx, /^# newPlanet$/m);
  assert.match(
    mdx,
    /<ApiOperationHeader method=\{"post"\} path=\{"newPlanet"\} webhook=\{\{"sender":"Scalar Galaxy","listHref":"\/api#webhooks"\}\}/,
  );
  assert.match(mdx, /## Payload \[#request-body\]/);
  assert.match(
    mdx,
    /<ApiSchema idPrefix=\{"request-body"\} mediaType=\{"application\/json"\} required=\{false\} schema=\{\{"ref":"Planet"\}\}/,
  );
  assert.match(mdx, /## Responses your endpoint sends \[#responses\]/);
  assert.match(mdx, /### 200 OK/);
  // An example payload in the right-hand column; nothing to call: no Try it, no request samples.
  assert.match(
    mdx,
    /<ApiOperationAside label=\{"Example payload"\}>\n\n<ApiPayloadExample>[\s\S]*"name": "Mars"[\s\S]*<\/ApiPayloadExample>/,
  );
  assert.doesNotMatch(mdx, /ApiTryIt|ApiRequestSamples|curl|## Authentication/);
  const landing = await page('index', galaxy);
  assert.match(landing, /## Webhooks \[#webhooks\]/);
  assert.match(landing, /"href":"\/api\/new-planet"/);
});

test('Galaxy’s callbacks show on createPlanet’s page, each with its own anchor, URL expression, payload and responses', async () => {
  const galaxy = generateApi({ specFile: GALAXY });
  const mdx = await page('create-planet', galaxy);
  assert.match(mdx, /^## Callbacks \[#callbacks\]$/m);
  assert.match(
    mdx,
    /### planetCreated \[#callback-planetcreated-post\]\n\n<ApiCallbackHeader method=\{"post"\} expression=\{"\{\$request\.body#\/successCallbackUrl\}"\} \/>/,
  );
  assert.match(mdx, /### planetCreationFailed \[#callback-planetcreationfailed-post\]/);
  assert.match(mdx, /#### Request body \[#callback-planetcreated-post-request-body\]/);
  assert.match(mdx, /#### Responses \[#callback-planetcreated-post-responses\]/);
  assert.match(mdx, /##### 204 No Content \[#callback-planetcreated-post-response-204\]/);
  await compileMdx((await galaxy).pages.find((p) => p.path === 'create-planet.mdx')!.content);
});

test('a webhook page of the kitchen sink: headers, payload, example, responses; its description stays text', async () => {
  const mdx = await page('new-pet-webhook');
  assert.match(mdx, /^## Headers \[#headers\]$/m);
  assert.match(mdx, /"name":"X-Signature","in":"header","required":true/);
  assert.match(mdx, /### 410 Gone/);
  assert.match(mdx, /"name": "Rex"/);
  const html = await rendered('new-pet-webhook');
  assertNoSpecMarkup(html);
  assert.match(html, /\{petId\}, \\u003cb\\u003enot bold|\{petId\}, &lt;b&gt;not bold/);
  // A webhook from a components.pathItems $ref and one in 3.0's x-webhooks have pages too.
  assert.match(await page('pet-adopted'), /path=\{"petAdopted"\}/);
  assert.match(await page('legacy-pet-removed'), /path=\{"legacyPetRemoved"\}/);
});

test('the kitchen sink’s callbacks, response links, header examples and deprecation, named parameter examples and part encodings', async () => {
  const addPet = await page('add-pet');
  assert.match(addPet, /### petAdopted \[#callback-petadopted-post\]/);
  assert.match(
    addPet,
    /### statusChanged \[#callback-statuschanged-post\]\n\n<ApiCallbackHeader method=\{"post"\} expression=\{"\{\$request\.body#\/callbackUrl\}\/status"\}/,
  );
  // A link to an operation of this reference points at its page; its description stays text.
  assert.match(
    addPet,
    /<ApiResponseLinks links=\{\[\{"name":"GetPet","parameters":\[\{"name":"petId","value":"\$response\.body#\/id"\}\],"operationId":"getPet","description":"The pet just added \{id\} \\u003cb\\u003ehere\\u003c\/b\\u003e \\u003c\/script\\u003e\.","href":"\/api\/get-pet"\}\]\} \/>/,
  );
  assertNoSpecMarkup(await rendered('add-pet'));

  const listPets = await page('list-pets');
  assert.match(
    listPets,
    /"name":"X-Next-Cursor","required":false,"description":"Cursor of the next page\.","deprecated":true,"style":"simple","explode":false,"schema":\{"type":"string"\},"examples":\["abc","def"\]/,
  );
  assert.match(
    listPets,
    /"examples":\[\{"name":"available","summary":"Available pets only","value":\["available"\]\},\{"name":"several","summary":"Available and pending"/,
  );
  assert.match(
    listPets,
    /<ApiOperationHeader [^\n]*externalDocs=\{\{"url":"https:\/\/example\.com\/filtering","description":"Filtering guide"\}\}/,
  );

  const replacePet = await page('replace-pet');
  assert.match(
    replacePet,
    /<ApiEncoding parts=\{\[\{"name":"pet","contentType":"application\/json"\},\{"name":"photos","contentType":"image\/png, image\/jpeg","headers":\["X-Photo-Caption"\]\}\]\} \/>/,
  );
  assert.match(
    replacePet,
    /<ApiEncoding parts=\{\[\{"name":"tags","style":"form","explode":true,"allowReserved":false\}\]\} \/>/,
  );
});

test('the kitchen sink’s x-tagGroups, x-displayName, tag externalDocs, terms of service, x-logo and OAuth scope descriptions', async () => {
  const { pages } = await kitchen;
  const meta = JSON.parse(pages.find((p) => p.path === '_meta.json')!.content) as Record<string, { title?: string }>;
  const separators = Object.entries(meta)
    .filter(([key]) => key.startsWith('--'))
    .map(([, v]) => v.title);
  assert.deepEqual(separators, ['Shop', 'Pets and their owners', 'store', 'Other', 'Operations', 'Webhooks']);
  const landing = await page('index');
  assert.match(landing, /## Pets and their owners \[#pets\]/);
  assert.match(landing, /<ApiExternalDocs url=\{"https:\/\/example\.com\/pets"\} description=\{"Pet care guide"\} \/>/);
  assert.match(
    landing,
    /webhookCount=\{3\} logo=\{\{"url":"https:\/\/example\.com\/logo\.png","altText":"Kitchen Sink logo"\}\}/,
  );
  const overview = await page('kitchen-sink-api');
  assert.match(overview, /termsOfService=\{"https:\/\/example\.com\/terms"\}/);
  assert.match(overview, /"refreshUrl":"https:\/\/auth\.example\.com\/refresh"/);
  assert.match(overview, /"scopeDescriptions":\{"read:pets":"Read your pets","write:pets":"Change your pets"\}/);
  // The operation header labels the tag with its display name.
  assert.match(await page('list-pets'), /"tag":"Pets and their owners"|tag=\{"Pets and their owners"\}/);
});

test('enum meanings (x-enumDescriptions, x-enum-descriptions) and patternProperties reach the schema views', async () => {
  const { pages } = await kitchen;
  const schemas = JSON.parse(pages.find((p) => p.path === '_schemas.json')!.content) as Record<
    string,
    { enumDescriptions?: Record<string, string>; properties?: Array<{ name: string; schema: Record<string, unknown> }> }
  >;
  assert.deepEqual(schemas.PetStatus.enumDescriptions, {
    available: 'Can be bought.',
    pending: 'Someone is buying it.',
    sold: 'Gone home.',
  });
  // PetBase is merged into Cat and Dog by allOf.
  const attributes = schemas.Cat.properties!.find((p) => p.name === 'attributes')!.schema;
  assert.deepEqual(attributes.patternProperties, [
    { pattern: '^x-', schema: { type: 'string', description: 'Vendor attributes.' } },
  ]);
  const cat = JSON.stringify(schemas.Cat);
  assert.match(cat, /"enumDescriptions":\{"clueless":"Has never caught anything\.","lazy":"Could, but will not\."/);
  // Galaxy writes x-enum-descriptions as a map too.
  const galaxy = await generateApi({ specFile: GALAXY });
  assert.match(galaxy.pages.find((p) => p.path === '_schemas.json')!.content, /"enumDescriptions":\{"terrestrial":/);
});

test('parameter and header serialization, example descriptions, examples kept at a URL and the license’s SPDX identifier', async () => {
  const listPets = await page('list-pets');
  assert.match(listPets, /"name":"words","in":"query".{0,120}"style":"spaceDelimited","allowReserved":true/);
  assert.match(listPets, /"name":"q","in":"query".{0,100}"allowEmptyValue":true/);
  assert.match(
    listPets,
    /<ApiExampleLabel label=\{"No pets"\} \/>\n\n<Markdown source=\{"What an empty shop returns\."\} headingShift=\{4\} \/>/,
  );
  assert.match(
    listPets,
    /<ApiExternalDocs url=\{"https:\/\/example\.com\/examples\/pets\.json"\} description=\{"Example: A large page, kept outside"\} \/>/,
  );
  assert.match(await page('kitchen-sink-api'), /license=\{\{"name":"Apache 2\.0","identifier":"Apache-2\.0"\}\}/);
});

test('a large API’s many webhooks are split by subcategory like a big tag; a webhook whose summary is prose is titled by its name', async () => {
  const { generateApi: generate } = await import('./pipeline.ts');
  const github = await generate({
    specFile: path.resolve(import.meta.dirname, '../../node_modules/@octokit/openapi/generated/api.github.com.json'),
    schemaData: true,
  });
  const files = new Map(github.pages.map((p) => [p.path, p.content]));
  assert.equal(github.model.webhooks.length, 270);
  const root = JSON.parse(files.get('_meta.json')!) as Record<string, unknown>;
  assert.equal(Object.keys(root).at(-1), 'webhooks');
  const checkRun = JSON.parse(files.get('webhooks/check-run/_meta.json')!) as Record<string, string>;
  assert.deepEqual(Object.keys(checkRun), [
    'check-run-completed',
    'check-run-created',
    'check-run-requested-action',
    'check-run-rerequested',
  ]);
  const page = files.get('webhooks/check-run/check-run-completed.mdx')!;
  assert.match(page, /^title: check-run-completed$/m);
  assert.match(page, /description: A check run was completed, and a conclusion is available\./);
  assert.match(pageText(github.pages, 'webhooks/index.mdx'), /## Subcategories/);
  assert.match(pageText(github.pages, 'webhooks/check-run/index.mdx'), /^# Webhooks: Check run$/m);
});

test('key names (propertyNames), dependent requirements, XML naming and a schema’s externalDocs are shown with the schema', async () => {
  const { pages } = await kitchen;
  const schemas = JSON.parse(pages.find((p) => p.path === '_schemas.json')!.content) as Record<
    string,
    {
      constraints?: string[];
      externalDocs?: unknown;
      properties?: Array<{ name: string; schema: { constraints?: string[] } }>;
    }
  >;
  assert.deepEqual(schemas.Toy.constraints, ['with squeaks, also required: name']);
  assert.deepEqual(schemas.Order.externalDocs, { url: 'https://example.com/orders' });
  assert.ok(schemas.Order.constraints!.includes('in XML: an element, named order'));
  assert.deepEqual(schemas.Cat.properties!.find((p) => p.name === 'attributes')!.schema.constraints, [
    'key pattern ^[a-z-]+$',
  ]);
  assert.match(await page('list-pets'), /"constraints":\["in XML: an element, named pets, wrapped"\]/);
});
