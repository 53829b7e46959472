/**
 * OpenAPI 3.2: the fixture `fixtures/openapi-3.2.yaml` uses every feature 3.2 added;
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
import { fixture, pagesOf, pageText, sectionModelOfRecords } from './test-helpers.ts';
import { generatedPageTwin } from '../../postbuild/twins/index.ts';
import { SECTION_SCHEMAS_FILE } from '../../shared/api/section-files.ts';

const FIXTURE = 'openapi-3.2.yaml';
const station = pagesOf(FIXTURE);

/** A page's Markdown twin, as the build writes it from the section's model and schemas. */
async function twinOf(route: string): Promise<string> {
  const { pages } = await station;
  const model = sectionModelOfRecords(pages)!;
  const schemas = JSON.parse(pages.find((r) => r.path === SECTION_SCHEMAS_FILE)!.content);
  return generatedPageTwin('Title', model.pages[route], { schemas });
}

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
  const unknown = await variant((doc) => {
    doc.servers[0].title = 'Production';
  });
  assert.ok(unknown instanceof SpecError);
  assert.match(unknown.reason, /unexpected property "title"/);
  // A version after 3.2 is still refused, saying which are read.
  const later = await variant((doc) => {
    doc.openapi = '3.3.0';
  });
  assert.ok(later instanceof SpecError);
  assert.match(later.reason, /OpenAPI 3\.3\.0 is not supported; only 3\.0\.x, 3\.1\.x and 3\.2\.x are/);
});

test('a 3.1 document using a 3.2 field is still refused by the 3.1 schema', async () => {
  const error = await variant((doc) => {
    doc.openapi = '3.1.1';
    delete doc.$self;
    delete doc.components.mediaTypes;
    doc.paths['/stations/{stationId}/readings'].get.responses['200'].content['application/json-seq'] = {
      schema: { type: 'object' },
    };
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
  assert.match(
    link,
    /<ApiOperationHeader method=\{"LINK"\} path=\{"\/stations\/\{stationId\}"\} operationId=\{"linkStation"\}/,
  );
  assert.match(link, /<ApiTryIt data=\{\{"method":"LINK"/);
  // The operation's JSON pointer names where it is written (its history and errors point there).
  assert.equal(
    model.operations.find((o) => o.operationId === 'linkStation')!.pointer,
    '#/paths/~1stations~1{stationId}/additionalOperations/LINK',
  );
  // All ten languages send the method as written.
  const { SAMPLE_GENERATORS } = await import('../../shared/api/samples/index.ts');
  const { buildSampleRequest } = await import('./sample-request.ts');
  const { schemasFor } = await import('./model.ts');
  for (const operationId of ['searchStations', 'linkStation']) {
    const op = model.operations.find((o) => o.operationId === operationId)!;
    const request = buildSampleRequest(model, op, schemasFor(model, op));
    const method = op.method.toUpperCase();
    assert.equal(SAMPLE_GENERATORS.length, 10);
    for (const generator of SAMPLE_GENERATORS)
      assert.match(generator.generate(request), new RegExp(`\\b${method}\\b`), `${generator.id} sends ${method}`);
    // openapi-typescript has no entry for these methods: the TypeScript sample says so instead of naming one.
    const ts = SAMPLE_GENERATORS.find((g) => g.id === 'typescript')!.generate(request);
    assert.doesNotMatch(ts, /paths\[/);
    assert.match(ts, new RegExp(`openapi\\.d\\.ts has no types for ${method} operations`));
  }
});

test('an `in: querystring` parameter is one "Query string" block with its fields, example and wire form; Try it offers its example and sends what is typed', async () => {
  const { page } = await station;
  const list = page('list-stations');
  assert.match(
    list,
    /### Query string \[#query-string\]\n\nThe whole query string, optional, written as application\/x-www-form-urlencoded\.\n\n<Markdown source=\{"The whole query string is one filter form\."\}/,
  );
  assert.match(
    list,
    /<ApiSchema idPrefix=\{"param-querystring-filter"\} sectionId=\{"param-querystring-filter"\} mediaType=\{"application\/x-www-form-urlencoded"\} required=\{false\} schema=\{\{"ref":"StationFilter"\}\} \/>/,
  );
  // dataValue as the example, serializedValue as sent.
  assert.match(
    list,
    /<ApiExampleLabel label=\{"Active stations in the north"\} \/>\n\n```json copy=true\n\{\n {2}"region": "north",\n {2}"active": true\n\}\n```\n\n<ApiExampleLabel label=\{"As sent"\} \/>\n\n```text copy=true\nregion=north&active=true\n```/,
  );
  assert.doesNotMatch(list, /<ApiParameters/, 'not listed as an ordinary parameter');
  // Optional: the first request (the samples', the builder's) leaves it out; a required one is sent.
  assert.match(list, /curl 'https:\/\/api\.example\.com\/v1\/stations'/);
  const { buildSampleRequest } = await import('./sample-request.ts');
  const required = (await variant((doc) => {
    doc.paths['/stations'].get.parameters[0].required = true;
  })) as Awaited<ReturnType<typeof loadApiModel>>;
  const op = required.model.operations.find((o) => o.path === '/stations' && o.method === 'get')!;
  assert.deepEqual(buildSampleRequest(required.model, op, {}).query, [
    { name: 'region', value: 'north' },
    { name: 'active', value: 'true' },
  ]);
  assert.match(
    list,
    /"params":\[\{"name":"filter","in":"querystring","required":false,"type":"string","style":"form","explode":true,"mediaType":"application\/x-www-form-urlencoded","example":"region=north&active=true"\}\]/,
  );
  // The builder sends what is typed in the one field as the query string.
  const { resolveRequest } = await import('../../shared/api/try-it/request.ts');
  const data = JSON.parse(/<ApiTryIt data=\{(\{.*?\})\} /.exec(list)![1]);
  const resolved = resolveRequest(data, {
    server: 0,
    serverVariables: {},
    customBaseUrl: '',
    values: { 'querystring:filter': '?region=coast&active=false' },
    body: 0,
    bodyText: '',
    credentials: {},
  });
  assert.deepEqual(resolved.query, [
    { name: 'region', value: 'coast' },
    { name: 'active', value: 'false' },
  ]);
});

test('a response’s summary is shown under its status', async () => {
  const { page } = await station;
  assert.match(
    page('list-stations'),
    /### 200 OK \[#200-ok\]\n\nThe stations\n\n<Markdown source=\{"The stations that match the filter, nearest first\."\}/,
  );
  assert.match(page('link-station'), /### 204 No Content \[#204-no-content\]\n\nLinked\n\n/);
});

test('nested tags (parent), their summary as label and their kind: in the sidebar and on the landing', async () => {
  const { page, pages, model } = await station;
  const meta = JSON.parse(pages.find((p) => p.path === '_meta.json')!.content) as Record<
    string,
    { type?: string; title?: string }
  >;
  const separators = Object.values(meta)
    .filter((v) => typeof v === 'object' && v.type === 'separator')
    .map((v) => v.title);
  assert.deepEqual(separators, ['Stations', 'Stations › Readings', 'Stations › Readings › Archive']);
  assert.deepEqual(
    model.tags.map((t) => [t.name, t.parents ?? []]),
    [
      ['stations', []],
      ['readings', ['stations']],
      ['archive', ['stations', 'readings']],
    ],
  );
  const landing = page('index');
  assert.match(landing, /^## Stations \[#stations\]\n\nTag kind: nav\./m);
  assert.match(landing, /^### Readings \[#readings\]\n\nIn Stations\.\n\nTag kind: nav\./m);
  assert.match(landing, /^#### Archive \[#archive\]\n\nIn Stations › Readings\./m);
  // The operation header names the tag by its summary.
  assert.match(page('stream-readings'), /tag=\{"Readings"\}/);
});

test('a tag’s parent must be a tag, and no tag may sit inside itself', async () => {
  const unknown = await variant((doc) => {
    doc.tags[2].parent = 'reading';
  });
  assert.ok(unknown instanceof SpecError);
  assert.match(unknown.place, /^#\/tags\/2\/parent \(line \d+\)$/);
  assert.match(unknown.reason, /the tag "archive" names the parent "reading", which is not a tag of the document/);
  const cycle = await variant((doc) => {
    doc.tags[0].parent = 'archive';
  });
  assert.ok(cycle instanceof SpecError);
  assert.match(cycle.reason, /the tag "stations" is nested in itself \(stations → archive → readings → stations\)/);
});

test('server names, the OAuth device flow with its metadata URL, a deprecated scheme and $self on the overview', async () => {
  const { page, render } = await station;
  const overview = page('station-feed-api');
  assert.match(
    overview,
    /<ApiOverviewMeta version=\{"1\.2\.0"\} openapi=\{"3\.2\.0"\} self=\{"https:\/\/api\.example\.com\/openapi\/stations\.yaml"\}/,
  );
  assert.match(overview, /"url":"https:\/\/api\.example\.com\/v1","name":"Production"/);
  assert.match(
    overview,
    /"oauth2MetadataUrl":"https:\/\/auth\.example\.com\/\.well-known\/oauth-authorization-server","flows":\[\{"flow":"deviceAuthorization","deviceAuthorizationUrl":"https:\/\/auth\.example\.com\/device\/code","tokenUrl":"https:\/\/auth\.example\.com\/token"/,
  );
  assert.match(
    overview,
    /"key":"apiKey","type":"apiKey","in":"header","name":"X-Api-Key","description":"Keys are being replaced by device sign-in\.","deprecated":true/,
  );
  // The page's Markdown twin says the same (drawn from the same page data as the components).
  const twin = await twinOf('/api/station-feed-api');
  assert.match(twin, /Description URI: `https:\/\/api\.example\.com\/openapi\/stations\.yaml`/);
  assert.match(twin, /\*\*Production\*\*: `https:\/\/api\.example\.com\/v1`: The live stations\./);
  assert.match(
    twin,
    /\*\*device\*\* \(oauth2\); server metadata `https:\/\/auth\.example\.com\/\.well-known\/oauth-authorization-server`: .* Flow deviceAuthorization, device authorization URL `https:\/\/auth\.example\.com\/device\/code`, token URL/,
  );
  assert.match(twin, /\*\*apiKey\*\* \(API key in the header X-Api-Key, deprecated\)/);
  // An operation that accepts the deprecated scheme says so.
  assert.match(
    page('upload-archive'),
    /\{"scheme":"apiKey","how":"API key in the X-Api-Key header \(deprecated\)","scopes":\[\]\}/,
  );
  assert.ok(render('station-feed-api').length > 0);
});

test('$self is the base URI of references: a $ref to this document by its URI, absolute or relative, resolves here', async () => {
  const { model } = await station;
  const list = model.operations.find((o) => o.operationId === 'listStations')!;
  const search = model.operations.find((o) => o.operationId === 'searchStations')!;
  assert.deepEqual(list.responses[0].contents[0].schema!.items, { ref: 'Station' });
  assert.deepEqual(search.responses[0].contents[0].schema!.items, { ref: 'Station' });
  const { localizeSelfRefs } = await import('./resolve.ts');
  const doc = {
    $self: '/apis/stations.yaml',
    a: { $ref: 'stations.yaml#/components/schemas/A' },
    b: { $ref: 'other.yaml#/B' },
    c: { $ref: '/apis/stations.yaml' },
  };
  assert.equal(localizeSelfRefs(doc), 2);
  assert.deepEqual([doc.a.$ref, doc.b.$ref, doc.c.$ref], ['#/components/schemas/A', 'other.yaml#/B', '#']);
});

test('a discriminator’s defaultMapping: the shape taken when the value is missing or unmapped', async () => {
  const { pages } = await station;
  const schemas = JSON.parse(pages.find((p) => p.path === '_schemas.json')!.content);
  assert.deepEqual(schemas.Reading.discriminator, {
    propertyName: 'kind',
    mapping: { temperature: 'TemperatureReading', wind: 'WindReading' },
    defaultMapping: 'OtherReading',
  });
  const { pageSchemaViews } = await import('../../shared/api/schema-view.ts');
  const [view] = pageSchemaViews(
    [{ component: 'ApiSchema', props: { idPrefix: 'response-200', schema: { ref: 'Reading' } } as never }],
    schemas,
  );
  const variants = (
    view as unknown as {
      body: { fields: { level: { variants: { options: Array<{ label: string; when?: string; otherwise?: true }> } } } };
    }
  ).body.fields.level.variants;
  assert.deepEqual(
    variants.options.map((o) => [o.label, o.when, o.otherwise]),
    [
      ['TemperatureReading', 'temperature', undefined],
      ['WindReading', 'wind', undefined],
      ['OtherReading', undefined, true],
    ],
  );
});

test('streams (itemSchema): "a stream of" the item with its fields, and an example stream in each framing', async () => {
  const { page } = await station;
  const stream = page('stream-readings');
  assert.match(
    stream,
    /<ApiSchema idPrefix=\{"response-200-text-event-stream"\} sectionId=\{"response-200-text-event-stream"\} mediaType=\{"text\/event-stream"\} stream=\{true\} schema=\{\{"ref":"ReadingEvent"\}\} side=\{"response"\} \/>/,
  );
  assert.match(
    stream,
    /<ApiSchema idPrefix=\{"response-200-application-jsonl"\} [^\n]*stream=\{true\} schema=\{\{"ref":"Reading"\}\} side=\{"response"\} \/>/,
  );
  // Server-sent events: each event's fields as lines, a blank line between events.
  assert.match(
    stream,
    /<ApiExampleLabel label=\{"Example stream \(server-sent events; generated from the schema\)"\} \/>\n\n```text copy=true\nevent: reading\nid: 1042\ndata: \{"kind":"wind","at":"2026-03-01T06:00:00Z","knots":14\}\n\nevent: reading\nid: 1042\n/,
  );
  // JSON Lines: one item a line, one of each shape the item may take.
  assert.match(
    stream,
    /one JSON text a line; generated from the schema\)"\} \/>\n\n```text copy=true\n\{"kind":"temperature","at":"2025-01-01T00:00:00Z","celsius":11\.5\}\n\{"kind":"wind",[^\n]*\n\{"kind":"humidity",[^\n]*\n```/,
  );
  // JSON text sequences: each item after the record separator.
  assert.match(
    stream,
    /record separator, shown as ␞; generated from the schema\)"\} \/>\n\n```text copy=true\n␞\{"kind":"temperature"[^\n]*\n␞\{"kind":"wind"[^\n]*\n␞\{"kind":"humidity"/,
  );
  // The schema view draws "a stream of" the item; the twin says so too.
  const { pageSchemaViews } = await import('../../shared/api/schema-view.ts');
  const [view] = pageSchemaViews(
    [
      {
        component: 'ApiSchema',
        props: {
          idPrefix: 'x',
          mediaType: 'application/jsonl',
          stream: true,
          schema: { type: 'object', properties: [] },
        },
      },
    ],
    {},
  );
  assert.equal((view as { stream?: true }).stream, true);
  assert.match(await twinOf('/api/stream-readings'), /A stream of: `Reading`/);
});

test('components.mediaTypes and a $ref to one: shown where referenced, with the media type’s description', async () => {
  const stream = (await station).page('stream-readings');
  assert.match(
    stream,
    /<Markdown source=\{"Readings as RFC 7464 JSON text sequences\."\} headingShift=\{4\} \/>\n\n<ApiSchema idPrefix=\{"response-200-application-json-seq"\} [^\n]*mediaType=\{"application\/json-seq"\} stream=\{true\} schema=\{\{"ref":"Reading"\}\} side=\{"response"\} \/>/,
  );
  // One nothing refers to is a note, like any unused component.
  const { coverageReport } = await import('./coverage.ts');
  const doc = YAML.parse(fs.readFileSync(fixture(FIXTURE), 'utf8'));
  (await import('./resolve.ts')).localizeSelfRefs(doc);
  doc.components.mediaTypes.Unused = { schema: { type: 'string' } };
  const findings = coverageReport(doc);
  assert.deepEqual(
    findings.filter((f) => f.level === 'note').map((f) => [f.pointer, f.reason]),
    [['#/components/mediaTypes/Unused', 'referenced by nothing: on no page']],
  );
});

test('prefixEncoding and itemEncoding: the parts’ encodings, and a multipart example stream the samples send with its boundary', async () => {
  const { page } = await station;
  const upload = page('upload-archive');
  assert.match(
    upload,
    /<ApiEncoding parts=\{\[\{"name":"part 1","contentType":"application\/json"\},\{"name":"each further part","contentType":"application\/json","headers":\["X-Reading-Id"\]\}\]\} \/>/,
  );
  assert.match(
    upload,
    /parts between --example-boundary lines; generated from the schema\)"\} \/>\n\n```text copy=true\n--example-boundary\r\nContent-Type: application\/json\r\n\r\n\{"from":"2025-01-01T00:00:00Z","to":"2025-01-01T00:00:00Z"\}\r\n--example-boundary\r\n/,
  );
  assert.match(upload, /-H 'Content-Type: multipart\/mixed; boundary=example-boundary'/);
  // The CRLF line ends survive in the shell (ANSI-C quoting) and PHP (double quotes).
  assert.match(upload, /--data-binary \$'--example-boundary\\r\nContent-Type: application\/json\\r\n/);
  assert.match(upload, /"mediaType":"multipart\/mixed; boundary=example-boundary"/);
});

test('what the pages do not show of the 3.2 fixture is warned, and nothing else', async () => {
  const { coverage } = await station;
  // A part's headers are named, their schemas not shown (as for `encoding` in 3.1).
  const ARCHIVE = '#/paths/~1stations~1{stationId}~1archive/post/requestBody/content/multipart~1mixed';
  assert.deepEqual(
    coverage.map((f) => `${f.level} ${f.pointer}`),
    [`warning ${ARCHIVE}/itemEncoding/headers`],
  );
  // A nested encoding (an Encoding's own itemEncoding) is not shown: a warning names it.
  const { coverageReport } = await import('./coverage.ts');
  const doc = YAML.parse(fs.readFileSync(fixture(FIXTURE), 'utf8'));
  (await import('./resolve.ts')).localizeSelfRefs(doc);
  doc.paths['/stations/{stationId}/archive'].post.requestBody.content['multipart/mixed'].itemEncoding.itemEncoding = {
    contentType: 'text/plain',
  };
  assert.deepEqual(
    coverageReport(doc).map((f) => [f.level, f.pointer, f.reason]),
    [
      ['warning', `${ARCHIVE}/itemEncoding/headers`, 'not shown'],
      ['warning', `${ARCHIVE}/itemEncoding/itemEncoding`, 'not shown'],
    ],
  );
});

test('a published 3.2 description: as written, a 3.1 rendition beside it, types from the rendition, the overview saying which file is which, one note listing the changes', async () => {
  const { generateApi } = await import('./pipeline.ts');
  const { formatCoverage } = await import('./coverage.ts');
  const published = await generateApi({ specFile: fixture(FIXTURE), publish: true });
  assert.deepEqual(
    published.publicFiles.map((f) => f.path),
    ['openapi.yaml', 'openapi.json', 'openapi-3.1.yaml', 'openapi-3.1.json', 'openapi.d.ts'],
  );
  const file = (name: string) => published.publicFiles.find((f) => f.path === name)!.content;
  assert.equal(file('openapi.yaml'), fs.readFileSync(fixture(FIXTURE), 'utf8'));
  assert.match(file('openapi-3.1.yaml'), /^openapi: 3\.1\.1$/m);
  assert.equal(JSON.parse(file('openapi-3.1.json')).openapi, '3.1.1');
  // openapi-typescript typed the 3.1 rendition: the operations it knows are there.
  assert.match(file('openapi.d.ts'), /"\/stations\/\{stationId\}\/archive": \{/);
  const overview = pageText(published.pages, 'station-feed-api.mdx');
  assert.match(
    overview,
    /"href":"\/openapi\.yaml","label":"openapi\.yaml","description":"The OpenAPI 3\.2 description, as YAML: everything the reference shows\."/,
  );
  assert.match(
    overview,
    /"href":"\/openapi-3\.1\.yaml","label":"openapi-3\.1\.yaml","description":"An OpenAPI 3\.1 rendition for tools that do not read 3\.2 yet/,
  );
  const warnings = formatCoverage('openapi-3.2.yaml', published.coverage).filter((line) =>
    line.includes('openapi-3.1 rendition'),
  );
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0],
    /note: openapi-3\.1 rendition: what OpenAPI 3\.1 cannot say, changed in openapi-3\.1\.yaml\/\.json \(\d+\): #\/openapi: 3\.2\.0 written as 3\.1\.1; .*#\/paths\/~1stations~1search\/query: kept as x-query/,
  );
});

test('a querystring parameter of another media type than a form is shown, but not sent as name/value pairs', async () => {
  const { querystringExample } = await import('./sample-request.ts');
  const json = {
    name: 'q',
    in: 'querystring' as const,
    required: false,
    deprecated: false,
    mediaType: 'application/json',
    examples: [{ value: { a: 1 }, serializedValue: '%7B%22a%22%3A1%7D' }],
  };
  assert.equal(querystringExample(json), undefined);
  assert.equal(
    querystringExample({
      ...json,
      mediaType: 'application/x-www-form-urlencoded',
      examples: [{ value: { a: 1 } }],
      example: { a: 1 },
    }),
    'a=1',
  );
});
