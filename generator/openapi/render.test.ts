import { test } from 'node:test';
import assert from 'node:assert/strict';
import YAML from 'yaml';
import { compileMdx, fixture, pagesOf, pageText, renderMdx } from './test-helpers.ts';
import { generateApi } from './pipeline.ts';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';

const SUN_API = new URL('../../openapi/sun-api.yaml', import.meta.url).pathname;

const stubOf = (pages: Array<{ path: string; content: string }>, slug: string) =>
  pages.find((p) => p.path === `${slug}.mdx`)!.content;

function frontmatterOf(mdx: string): Record<string, unknown> {
  return YAML.parse(/^---\n([\s\S]*?)\n---\n/.exec(mdx)![1]);
}

test('hostile-description: spec text shows as text, compiles, and never runs', async () => {
  const { pages, page, render } = await pagesOf('hostile-description.yaml');
  for (const p of pages.filter((x) => x.path.endsWith('.mdx'))) await compileMdx(p.content, p.path);
  const summary = 'Do {it} <script>alert("summary")</script> `now` </div> ${x}';
  const mdx = page('do-thing');
  assert.equal(frontmatterOf(mdx).title, summary);
  // The page's file is a stub; its content is drawn from the section's model.
  const { exports } = await renderMdx(stubOf(pages, 'do-thing'));
  const html = render('do-thing');
  // The only elements are the page's own: no script, no stray closing tags turned into markup.
  assert.doesNotMatch(html, /<script/i);
  assert.deepEqual(
    [...html.matchAll(/<(\w+)/g)]
      .map((m) => m[1])
      .filter((t) => !['h1', 'h2', 'h3', 'div', 'pre', 'code', 'p', 'span'].includes(t)),
    [],
  );
  const h1 = /<h1>([\s\S]*?)<\/h1>/.exec(html)![1];
  // (Prose gets typographic quotes, as Nextra's compiler gives an MDX page's.)
  assert.equal(
    h1
      .replace(/[“”]/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
    summary,
  );
  // Descriptions reach the Markdown component as untouched strings.
  assert.match(
    html,
    /<div data-component="Markdown">\{&quot;source&quot;:&quot;\{frontmatter\}\\n---\\ntitle: hijacked\\n---\\n&lt;script&gt;alert\(\\&quot;description\\&quot;\)&lt;\/script&gt;/,
  );
  assert.equal(exports.pwned, undefined);
  // No page carries schema data: the section's one schemas file does, looked up by name.
  assert.equal(exports.apiSchemas, undefined);
  assert.ok(pages.every((p) => !p.content.includes('apiSchemas')));
  const overview = {
    html: render('hostile-title-b-fixture-b'),
    exports: (await renderMdx(stubOf(pages, 'hostile-title-b-fixture-b'))).exports,
  };
  assert.doesNotMatch(overview.html, /<script|<img|<Component|<i>/i);
  assert.equal(overview.exports.pwned, undefined);
  assert.match(overview.html, /<h2 id="[^"]*">A heading with \{braces\} and &lt;i&gt;tags&lt;\/i&gt;<\/h2>/);
  const landing = { html: render('index') };
  // (The tag's anchor is the heading's id, as Nextra makes a trailing `[#id]` the id.)
  assert.match(
    landing.html,
    /<h2 id="div-script-alert-1-script">&lt;\/div&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h2>/,
  );
});

test('every page of the Sun API compiles, with the sections the TOC needs', async () => {
  const { pages, model } = await generateApi({ specFile: SUN_API, publish: true });
  assert.equal(model.operations.length, 67);
  const mdx = pages.filter((p) => p.path.endsWith('.mdx'));
  assert.equal(mdx.length, 69);
  for (const p of mdx) await compileMdx(p.content, p.path);
  for (const op of model.operations) {
    const content = pageText(pages, `${op.slug}.mdx`);
    for (const heading of ['## Authentication', '## Responses'])
      assert.ok(content.includes(`\n${heading} [#`), `${op.slug} has ${heading}`);
    // The request samples sit in the right-hand column, after the summary; the builder follows the description.
    assert.ok(
      content.indexOf('<ApiRequestSamples ') > content.indexOf('<ApiOperationHeader '),
      `${op.slug} has its samples after the summary`,
    );
    assert.ok(content.includes('<ApiTryIt data={'), `${op.slug} has a request builder`);
    assert.ok(content.length < 40_000, `${op.slug} stays small (${content.length} bytes)`);
  }
  const overview = pageText(pages, 'sandgarden-sun-api.mdx');
  for (const href of ['/openapi.yaml', '/openapi.json', '/openapi.d.ts'])
    assert.ok(overview.includes(`"href":"${href}"`), href);
  for (const heading of [
    '## Authentication',
    '## Pagination',
    '## Errors',
    '## Rate limits',
    '## Servers',
    '## Security schemes',
  ])
    assert.ok(overview.includes(`\n${heading} [#`), heading);
});

test('parameters and fields get stable anchors', async () => {
  const { page, render } = await pagesOf('enums.yaml');
  const html = render('set-light');
  for (const anchor of ['param-path-color', 'param-query-blink', 'param-query-mode'])
    assert.ok(html.includes(`&quot;anchor&quot;:&quot;${anchor}&quot;`), anchor);
  const first = page('set-light');
  assert.equal((await pagesOf('enums.yaml')).page('set-light'), first);
});

test('the sidebar lists the landing, the overview, then operations by tag with their methods', async () => {
  const { pages } = await generateApi({ specFile: SUN_API });
  const meta = JSON.parse(pages.find((p) => p.path === '_meta.json')!.content);
  const keys = Object.keys(meta);
  assert.deepEqual(keys.slice(0, 4), ['index', 'sandgarden-sun-api', '--tag-1-runs', 'list-runs']);
  assert.deepEqual(meta['--tag-1-runs'], { type: 'separator', title: 'Runs' });
  assert.equal(meta['start-run'], 'POST Start a run');
  assert.equal(meta['get-connections-count'], 'GET Count connections (deprecated)');
  assert.equal(keys.filter((k) => k.startsWith('--')).length, 15);
  assert.equal(
    pages.find((p) => p.path === '_meta.ts')!.content,
    "import meta from './_meta.json';\nexport default meta;\n",
  );
});

test('operation pages list the CLI commands that call them, when given', async () => {
  const cliCommands = { getTree: [{ command: 'sand trees get', href: '/cli/sand/trees/get' }] };
  const withCli = await pagesOf('circular-ref.yaml', { cliCommands });
  assert.match(
    withCli.page('get-tree'),
    /## CLI commands \[#cli-commands\]\n\n<ApiCliCommands commands=\{\[\{"command":"sand trees get","href":"\/cli\/sand\/trees\/get"\}\]\} \/>/,
  );
  assert.doesNotMatch(withCli.page('create-person'), /## CLI commands/);
  const without = await pagesOf('circular-ref.yaml');
  assert.doesNotMatch(without.page('get-tree'), /## CLI commands/);
});

test('generation is deterministic', async () => {
  const a = await generateApi({ specFile: fixture('one-of.yaml'), publish: true });
  const b = await generateApi({ specFile: fixture('one-of.yaml'), publish: true });
  assert.deepEqual(a.pages, b.pages);
  assert.deepEqual(a.publicFiles, b.publicFiles);
});

test('a body shown earlier on the page links there instead of listing its fields again', async () => {
  const { pages } = await generateApi({ specFile: SUN_API, publish: true });
  const mdx = pageText(pages, 'start-run.mdx');
  const schemaTags = [...mdx.matchAll(/<ApiSchema idPrefix=\{"([^"]+)"\}.*\/>/g)].map((m) => [
    m[1],
    /sameAs=\{(\{.*?\})\}/.exec(m[0])?.[1] ?? '',
  ]);
  // 200 and 202 return a Run; six error statuses an Error: the first of each lists the fields.
  assert.deepEqual(schemaTags, [
    ['request-body', ''],
    ['response-200', ''],
    ['response-202', '{"href":"#response-200","label":"200 OK"}'],
    ['response-400', ''],
    ['response-401', '{"href":"#response-400","label":"400 Bad Request"}'],
    ['response-404', '{"href":"#response-400","label":"400 Bad Request"}'],
    ['response-422', '{"href":"#response-400","label":"400 Bad Request"}'],
    ['response-429', '{"href":"#response-400","label":"400 Bad Request"}'],
    ['response-500', '{"href":"#response-400","label":"400 Bad Request"}'],
  ]);
  // Each response keeps its own example.
  assert.ok(mdx.split('\n').filter((line) => line.startsWith('```json')).length >= 9);
});

test('an apiKey scheme says where the key goes once: "API key in the X-Api-Key header"', async () => {
  const { render } = await pagesOf('api-key-schemes.yaml');
  const html = render('list-things');
  const requirements = JSON.parse(
    /<div data-component="ApiAuthentication">(.*?)<\/div>/.exec(html)![1].replace(/&quot;/g, '"'),
  ).requirements;
  assert.deepEqual(
    requirements.map((r: Array<{ how: string }>) => r[0].how),
    ['API key in the X-Api-Key header', 'API key in the api_key query parameter', 'API key in the session cookie'],
  );
});

test("an API section's component schemas are one file beside its pages, and no page repeats them", async () => {
  const { pages } = await generateApi({ specFile: SUN_API });
  const schemas = JSON.parse(pages.find((p) => p.path === '_schemas.json')!.content);
  assert.ok(schemas.Workflow && schemas.Error);
  for (const page of pages.filter((p) => p.path.endsWith('.mdx')))
    assert.doesNotMatch(page.content, /"Workflow":\{/, page.path);
});

test('x-codeSamples join the sample tabs after ours, their source shown as text', async () => {
  const { pages, page, render } = await pagesOf('code-samples.yaml');
  for (const p of pages.filter((x) => x.path.endsWith('.mdx'))) await compileMdx(p.content, p.path);
  const mdx = page('get-thing');
  const match = mdx.match(/<ApiRequestSamples tabs=\{(\[.*?\])\}>/);
  assert.ok(match, mdx);
  const tabs = JSON.parse(match[1]) as { id: string; label: string; lazy?: true }[];
  assert.deepEqual(
    tabs.map(({ id, label }) => ({ id, label })),
    [
      ...SAMPLE_GENERATORS.map((g) => ({ id: g.id, label: g.label })),
      { id: 'spec-1', label: 'Ruby SDK' },
      { id: 'spec-2', label: 'Go' },
    ],
  );
  // Every tab is a highlighted block; curl, TypeScript, Python and the description's own samples
  // are drawn into the HTML, the other languages (lazy) only when chosen.
  assert.deepEqual(
    tabs.filter((t) => !t.lazy).map((t) => t.id),
    ['curl', 'typescript', 'python', 'spec-1', 'spec-2'],
  );
  assert.match(mdx, /```go copy=true\npackage main\n/);
  assert.match(mdx, /```ruby copy=true\nclient\.things\.get\("thing_1"\) # <\/script> `x` \$\{y\} \{z\}\n```/);
  assert.match(mdx, /```go copy=true\nthing, err := client\.GetThing\(ctx, "thing_1"\)\n```/);
  const html = render('get-thing');
  assert.doesNotMatch(html, /<script/i);
  assert.match(html, /client\.things\.get\(&quot;thing_1&quot;\) # &lt;\/script&gt;/);
});
