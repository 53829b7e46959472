import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { FileRecord } from '../../lib/files.ts';
import type { CliSectionModel } from '../../../shared/cli/page-model.ts';
import { BLOCK_COMPONENTS, SECTION_MODEL_FILE } from '../../../shared/page-model.ts';
import { sectionModelOfRecords } from '../../openapi/test-helpers.ts';
import { GeneratedPage } from '../../../components/GeneratedPage.tsx';
import { loadCliModel, renderCli } from '../pipeline.ts';
import { renderCliSection, commandPagePath } from './section.ts';
import { wrapSynopsis } from './command-page.ts';
import { commandsByOperation } from '../model.ts';
import { modelApi } from '../../openapi/pipeline.ts';
import { SITE_API_SPEC } from '../../openapi/site-api.ts';
import { buildSiteIndex } from '../../site-index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const model = loadCliModel();
const index = buildSiteIndex(await modelApi({ specFile: SITE_API_SPEC }), model);
const renderCliPages = (cli: typeof model) => renderCliSection(cli, { operations: index.operations });
const pages = await renderCliPages(model);
const byPath = new Map(pages.map((p) => [p.path, p.content]));
const page = (p: string) => {
  const content = byPath.get(p);
  assert.ok(content, `missing page ${p}`);
  return content;
};

/** The section's model file among generated records. */
function sectionModel(records: FileRecord[]): CliSectionModel {
  const model = sectionModelOfRecords(records);
  assert.ok(model, `missing ${SECTION_MODEL_FILE}`);
  return model as CliSectionModel;
}

/** The page at a route of the model, rendered by GeneratedPage with theme elements as plain HTML and stand-in tables that print their props as text. */
function toHtml(route: string, records: FileRecord[] = pages): string {
  const section = sectionModel(records);
  const cliPage = section.pages[route];
  assert.ok(cliPage, `missing page ${route} in ${SECTION_MODEL_FILE}`);
  const show = (name: string) => (props: Record<string, unknown>) =>
    createElement('div', { 'data-component': name }, JSON.stringify(props));
  const names = ['Callout', ...Object.keys(BLOCK_COMPONENTS)];
  const components = Object.fromEntries(names.map((n) => [n, show(n)]));
  return renderToStaticMarkup(createElement(GeneratedPage, { page: cliPage, shared: section.shared, components }));
}

test('every CLI route the site promises has a page (docs/decisions.md, "Routes")', () => {
  const expected = [
    'index.mdx',
    'sand/index.mdx',
    'sand/health.mdx',
    'sand/update.mdx',
    'sand/version.mdx',
    'sand/steps/push/index.mdx',
    'sand/steps/push/docker.mdx',
    'sand/steps/push/local.mdx',
    'sand/dev/init.mdx',
    'sand/dev/start.mdx',
  ];
  for (const p of expected) page(p);
  const groups = [
    'api-keys',
    'batches',
    'clusters',
    'connectors',
    'dev',
    'directors',
    'prompts',
    'runs',
    'steps',
    'test-suites',
    'workflows',
  ];
  for (const g of groups) page(`sand/${g}/index.mdx`);
  const kinds = [
    'anthropic',
    'aws',
    'azure',
    'azureopenai',
    'bedrock',
    'bigquery',
    'chroma',
    'cohere',
    'custom',
    'gcp',
    'groq',
    'mongodb',
    'mysql',
    'ollama',
    'openai',
    'pinecone',
    'postgres',
    's3',
    'sagemaker',
    'snowflake',
    'vertex',
    'weaviate',
  ];
  for (const verb of ['create', 'update', 'upsert']) {
    page(`sand/connectors/${verb}/index.mdx`);
    for (const kind of kinds) page(`sand/connectors/${verb}/${kind}.mdx`);
  }
  // One page per command, plus the overview.
  assert.equal(pages.filter((p) => p.path.endsWith('.mdx')).length, model.byId.size + 1);
});

test('pages follow the command tree: folders for parents, files for leaves', () => {
  assert.equal(commandPagePath(model.byId.get('sand runs')!), 'sand/runs/index.mdx');
  assert.equal(commandPagePath(model.byId.get('sand runs start')!), 'sand/runs/start.mdx');
});

test('every folder has a _meta.json mirroring its commands, and a _meta.ts naming their parent command', () => {
  // The pages' own model files (`_pages/`) are data beside the pages, with no sidebar.
  const folders = [
    ...new Set(pages.filter((p) => !p.path.startsWith('_pages/')).map((p) => path.posix.dirname(p.path))),
  ];
  for (const folder of folders) {
    const prefix = folder === '.' ? '' : `${folder}/`;
    const meta = JSON.parse(page(`${prefix}_meta.json`));
    const ts = page(`${prefix}_meta.ts`);
    if (folder === '.') {
      assert.equal(ts, "import meta from './_meta.json';\nexport default meta;\n");
      assert.deepEqual(Object.keys(meta), ['index', 'sand']);
      continue;
    }
    const command = model.byId.get(folder.split('/').join(' '))!;
    assert.deepEqual(
      Object.keys(meta),
      command.children.map((c) => c.name),
    );
    // The sidebar links of `sand runs` read "start" and name "sand runs start" to screen readers.
    assert.match(ts, new RegExp(`^export default withParentCommands\\(meta, "${command.id}"\\);$`, 'm'));
    const helper = /from '([^']+)'/.exec(ts.split('\n')[1])![1];
    // `@/` is the repository root (tsconfig.json paths), the same from every folder depth.
    assert.equal(helper.replace(/^@\//, ''), 'components/cli/sidebar-title');
  }
  const groups = JSON.parse(page('sand/_meta.json'));
  assert.deepEqual(groups.runs, { title: 'runs', theme: { collapsed: true } });
  assert.equal(groups.health, 'health');
});

test("the sidebar names the section's first page the CLI reference and folds every command group", () => {
  const top = JSON.parse(page('_meta.json'));
  assert.equal(top.index, 'CLI reference');
  // Every folder below sand is folded: the sidebar starts at the command groups, not at their 100+ commands.
  const unfolded = pages
    .filter((p) => p.path.startsWith('sand/') && p.path.endsWith('_meta.json'))
    .flatMap((p) => Object.entries(JSON.parse(p.content) as Record<string, unknown>))
    .filter(([, v]) => typeof v === 'object' && !(v as { theme: { collapsed: boolean } }).theme.collapsed)
    .map(([k]) => k);
  assert.deepEqual(unfolded, []);
  const visible = Object.keys(JSON.parse(page('sand/_meta.json'))).length;
  assert.ok(visible < 25, `${visible} entries under sand`);
});

test("a page's model file changes when, and only when, what its page shows changes; shared data changes its own file", async () => {
  const changed = (before: typeof pages, after: typeof pages) =>
    after
      .filter((r) => before.find((b) => b.path === r.path)?.content !== r.content)
      .map((r) => r.path)
      .sort();
  const edited = loadCliModel();
  edited.byId.get('sand runs start')!.summary += ' now';
  const after = changed(pages, await renderCliPages(edited));
  // Its own page and its parent's list show the summary (and the pages whose "See also" do); a
  // sibling's page does not. A stub changes only with its front matter: this summary is the
  // command's description, so its own stub changes, and no other.
  for (const file of ['_pages/sand/runs/index.json', '_pages/sand/runs/start.json', 'sand/runs/start.mdx'])
    assert.ok(after.includes(file), `${file} changes`);
  assert.ok(!after.includes('_pages/sand/runs/list.json'));
  assert.deepEqual(
    after.filter((file) => file.endsWith('.mdx')),
    ['sand/runs/start.mdx'],
  );
  const flags = loadCliModel();
  flags.globalFlags[0]!.description += ' Really.';
  // A global flag shows on every command page, from the shared file: that file alone changes.
  assert.deepEqual(changed(pages, await renderCliPages(flags)), ['_shared.json']);
});

test('output is deterministic', async () => {
  assert.deepEqual(await renderCliPages(loadCliModel()), pages);
});

test('a command page has synopsis, flags with env and default, global flags, examples, operations and see-also', () => {
  assert.match(
    page('sand/runs/start.mdx'),
    /^---\ntitle: sand runs start\ndescription: Run a step or a workflow\n---\n\n<GeneratedPage route=\{"\/cli\/sand\/runs\/start"\} \/>\n$/,
  );
  const blocks = sectionModel(pages).pages['/cli/sand/runs/start'].blocks;
  const headings = blocks.flatMap((b) => (b.kind === 'heading' ? [`${'#'.repeat(b.level)} ${b.text}`] : []));
  assert.deepEqual(headings.slice(0, 6), [
    '# sand runs start',
    '## Synopsis',
    '## Description',
    '## Flags',
    '## Global flags',
    '## Examples',
  ]);
  assert.ok(headings.includes('## API operations') && headings.includes('## See also'));
  const synopsis = blocks.findIndex((b) => b.kind === 'heading' && b.text === 'Synopsis');
  const { tree, ...synopsisBlock } = blocks[synopsis + 1] as Extract<(typeof blocks)[number], { kind: 'code' }>;
  assert.deepEqual(synopsisBlock, {
    kind: 'code',
    lang: 'bash',
    code: 'sand runs start (--workflow <name:version|tag> | --step <name:version|tag>) \\\n    [flags]',
  });
  const html = toHtml('/cli/sand/runs/start');
  // Highlighted as the theme highlights a fence: a copy button, out of search, a colour per token.
  assert.match(
    html,
    /<h2 id="synopsis">Synopsis<\/h2><pre tabindex="0" data-language="bash" data-word-wrap="" data-copy="" data-pagefind-ignore="all"><code><span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0">sand<\/span>/,
  );
  assert.ok(tree && JSON.stringify(tree).includes('"tag":"pre"'));
  assert.match(html, /data-component="CliFlagsTable"/);
  assert.match(html, /&quot;name&quot;:&quot;cluster&quot;.*&quot;env&quot;:&quot;SAND_CLUSTER&quot;/);
  assert.match(html, /data-component="CliGlobalFlags"/);
  assert.match(html, /&quot;href&quot;:&quot;\/api\/start-run&quot;/);
  assert.match(html, /&quot;href&quot;:&quot;\/cli\/sand\/runs\/get&quot;/);
});

test('a parent of variants lists its variants; a variant page has its own flags', () => {
  const parent = toHtml('/cli/sand/connectors/create');
  assert.match(parent, /<h2 id="variants">Variants<\/h2>/);
  assert.equal((parent.match(/\/cli\/sand\/connectors\/create\//g) ?? []).length, 22);
  assert.doesNotMatch(parent, /<h2[^>]*>Flags<\/h2>/);
  const variant = toHtml('/cli/sand/connectors/create/postgres');
  assert.match(variant, /&quot;name&quot;:&quot;hostname&quot;/);
  assert.match(variant, /&quot;name&quot;:&quot;ssl-mode&quot;.*&quot;enum&quot;:\[&quot;disable&quot;/);
});

test('the overview has install, configure, global flags, environment, exit codes and groups', () => {
  const html = toHtml('/cli');
  for (const h of [
    'Install',
    'Authenticate',
    'Configure',
    'Global flags',
    'Environment variables',
    'Exit codes',
    'Command groups',
  ])
    assert.match(html, new RegExp(`<h2 id="[a-z-]+">${h}</h2>`));
  assert.match(html, /data-component="CliExitCodes"/);
  assert.match(html.replace(/<\/?span[^>]*>/g, ''), /<code>current-profile: default/);
});

test('every generated page compiles as MDX', async () => {
  for (const p of pages.filter((x) => x.path.endsWith('.mdx'))) {
    await assert.doesNotReject(compile(p.content, { remarkPlugins: [remarkFrontmatter, remarkGfm] }), p.path);
  }
});

test('hostile spec text shows as text and never runs', async () => {
  const hostile = loadCliModel(path.join(here, '..', 'fixtures', 'hostile-text.json'));
  const out = await renderCliPages(hostile);
  const html = toHtml('/cli/sand/runs/get', out);
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /<b>bold/);
  assert.doesNotMatch(html, /<hr/);
  // Prose and headings keep the characters as written.
  assert.match(
    html,
    /Show a run \{props\.secret\} &lt;script&gt;alert\(1\)&lt;\/script&gt; `tick` &lt;\/Markdown&gt; \{\/\* x \*\/\}/,
  );
  assert.match(html, /<h3 id="[^"]*">Show \{it\} &lt;b&gt;bold&lt;\/b&gt; `code` # not a heading<\/h3>/);
  // Code keeps its text, including fences inside it (tags of highlighted tokens taken out).
  const code = html.replace(/<\/?span[^>]*>/g, '');
  assert.match(code, /sand runs get run_1 # ``` ends\? \{x\} &lt;\/script&gt;/);
  assert.match(code, /```\n&lt;script&gt;alert\(&quot;out&quot;\)&lt;\/script&gt;\n\{output\}\n```/);
  // Markdown descriptions arrive as data for the Markdown component, not as markup.
  assert.match(html, /data-component="Markdown">\{&quot;source&quot;:&quot;Shows a run\. &lt;script&gt;/);
  for (const route of Object.keys(sectionModel(out).pages)) {
    const rendered = toHtml(route, out);
    assert.doesNotMatch(rendered, /<script|<b>|<hr|<img/i, route);
  }
});

test('long synopses break before flags with shell continuations; short ones stay on one line', () => {
  assert.equal(wrapSynopsis('sand runs get <run-id> [flags]'), 'sand runs get <run-id> [flags]');
  const wrapped = wrapSynopsis(model.byId.get('sand connectors create postgres')!.usage);
  assert.equal(
    wrapped,
    'sand connectors create postgres --name <name> --hostname <host> \\\n    --database <name> --username <user> --password <password> [flags]',
  );
  for (const line of wrapped.split('\n')) assert.ok(line.length <= 82, line);
});

test('a command links each operation it calls to the page the API layout gives it, with method, path and summary', () => {
  const start = sectionModel(pages).pages['/cli/sand/runs/start'];
  assert.match(
    JSON.stringify(start),
    /\{"operationId":"startRun","href":"\/api\/start-run","method":"POST","path":"\/api\/v1\/runs","summary":"[^"]+"\}/,
  );
  assert.equal(index.operations.get('startRun')!.route, '/api/start-run');
});

test('the pages made again for the same model and linked operations are the last ones; a changed operation makes them anew', async () => {
  const first = await renderCli(model, index);
  assert.equal(await renderCli(model, index), first, 'an API save that changes nothing the CLI shows reuses its pages');
  const renamed = {
    ...index,
    operations: new Map(
      [...index.operations].map(([id, op]) => [id, id === 'startRun' ? { ...op, summary: 'Start a run now' } : op]),
    ),
  };
  const again = await renderCli(model, renamed);
  assert.notEqual(again, first);
  assert.match(
    JSON.stringify(sectionModel(again).pages['/cli/sand/runs/start']),
    /"operationId":"startRun"[^}]*"summary":"Start a run now"/,
  );
});

test('rendering fails, naming command and operation, when an operation is missing from the index', async () => {
  await assert.rejects(
    renderCliSection(model, { operations: new Map() }),
    /"sand [^"]+" calls operation "\w+", which the site's API index lacks/,
  );
});

test('commandsByOperation lists the commands that call each operation, sorted', () => {
  const map = commandsByOperation(model);
  assert.deepEqual(map.get('startRun'), [
    { command: 'sand runs start', href: '/cli/sand/runs/start' },
    { command: 'sand test-suites start', href: '/cli/sand/test-suites/start' },
  ]);
  assert.equal(map.get('createConnector')!.length, 44);
  assert.equal(map.get('getOrg'), undefined);
});

test("variants that call the same operations leave that list out of search; a plain command's stays in", () => {
  const section = sectionModel(pages);
  const operationsHeading = (route: string) => {
    const found = section.pages[route].blocks.find((b) => b.kind === 'heading' && b.text === 'API operations');
    assert.ok(found?.kind === 'heading', `${route} has an "API operations" heading`);
    return found;
  };
  for (const route of ['/cli/sand/connectors/upsert/pinecone', '/cli/sand/connectors/upsert/postgres'])
    assert.equal(operationsHeading(route).searchSkip, true, route);
  assert.equal(operationsHeading('/cli/sand/runs/start').searchSkip, undefined);
});
