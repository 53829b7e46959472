import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as runtime from 'react/jsx-runtime';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluate, compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { loadCliModel } from './load-model.ts';
import { renderCliPages, commandPagePath } from './generate.ts';
import { wrapSynopsis } from './render/command-page.ts';
import { commandsByOperation, operationHref } from './operation-links.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const model = loadCliModel();
const pages = renderCliPages(model);
const byPath = new Map(pages.map((p) => [p.path, p.content]));
const page = (p: string) => {
  const content = byPath.get(p);
  assert.ok(content, `missing page ${p}`);
  return content;
};

/** Renders generated MDX to HTML with stand-in components that print their props as text. */
async function toHtml(mdx: string): Promise<string> {
  const show = (name: string) => (props: Record<string, unknown>) =>
    createElement('div', { 'data-component': name }, JSON.stringify(props));
  const names = new Set(Array.from(mdx.matchAll(/^<([A-Z][A-Za-z]*) /gm), (m) => m[1]));
  const components: Record<string, (p: Record<string, unknown>) => ReactNode> = Object.fromEntries([...names].map((n) => [n, show(n)]));
  const { default: Content } = await evaluate(mdx, { ...runtime, Fragment, remarkPlugins: [remarkFrontmatter, remarkGfm], useMDXComponents: () => components });
  return renderToStaticMarkup(createElement(Content));
}

test('every CLI route of DECISIONS.md has a page', () => {
  const expected = ['index.mdx', 'sand/index.mdx', 'sand/health.mdx', 'sand/update.mdx', 'sand/version.mdx', 'sand/steps/push/index.mdx', 'sand/steps/push/docker.mdx', 'sand/steps/push/local.mdx', 'sand/dev/init.mdx', 'sand/dev/start.mdx'];
  for (const p of expected) page(p);
  const groups = ['api-keys', 'batches', 'clusters', 'connectors', 'dev', 'directors', 'prompts', 'runs', 'steps', 'test-suites', 'workflows'];
  for (const g of groups) page(`sand/${g}/index.mdx`);
  const kinds = ['anthropic', 'aws', 'azure', 'azureopenai', 'bedrock', 'bigquery', 'chroma', 'cohere', 'custom', 'gcp', 'groq', 'mongodb', 'mysql', 'ollama', 'openai', 'pinecone', 'postgres', 's3', 'sagemaker', 'snowflake', 'vertex', 'weaviate'];
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
  const folders = [...new Set(pages.map((p) => path.posix.dirname(p.path)))];
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
    assert.deepEqual(Object.keys(meta), command.children.map((c) => c.name));
    // The sidebar links of `sand runs` read "start" and name "sand runs start" to screen readers.
    assert.match(ts, new RegExp(`^export default withParentCommands\\(meta, "${command.id}"\\);$`, 'm'));
    const helper = /from '([^']+)'/.exec(ts.split('\n')[1])![1];
    // `@/` is the repository root (tsconfig.json paths), the same from every folder depth.
    assert.equal(helper.replace(/^@\//, ''), 'components/cli/sidebar-title');
  }
  const groups = JSON.parse(page('sand/_meta.json'));
  assert.deepEqual(groups.runs, { title: 'runs', theme: { collapsed: false } });
  assert.equal(groups.health, 'health');
});

test('output is deterministic', () => {
  assert.deepEqual(renderCliPages(loadCliModel()), pages);
});

test('a command page has synopsis, flags with env and default, global flags, examples, operations and see-also', async () => {
  const mdx = page('sand/runs/start.mdx');
  const headings = [...mdx.matchAll(/^(#{1,3}) (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(headings.slice(0, 6), ['# sand runs start', '## Synopsis', '## Description', '## Flags', '## Global flags', '## Examples']);
  assert.ok(headings.includes('## API operations') && headings.includes('## See also'));
  assert.match(mdx, /## Synopsis\n\n```bash\nsand runs start \(--workflow <name:version\|tag> \| --step <name:version\|tag>\) \\\n    \[flags\]\n```/);
  const html = await toHtml(mdx);
  assert.match(html, /data-component="CliFlagsTable"/);
  assert.match(html, /&quot;name&quot;:&quot;cluster&quot;.*&quot;env&quot;:&quot;SAND_CLUSTER&quot;/);
  assert.match(html, /data-component="CliGlobalFlags"/);
  assert.match(html, /&quot;href&quot;:&quot;\/api\/start-run&quot;/);
  assert.match(html, /&quot;href&quot;:&quot;\/cli\/sand\/runs\/get&quot;/);
});

test('a parent of variants lists its variants; a variant page has its own flags', async () => {
  const parent = await toHtml(page('sand/connectors/create/index.mdx'));
  assert.match(parent, /<h2>Variants<\/h2>/);
  assert.equal((parent.match(/\/cli\/sand\/connectors\/create\//g) ?? []).length, 22);
  assert.doesNotMatch(parent, /<h2>Flags<\/h2>/);
  const variant = await toHtml(page('sand/connectors/create/postgres.mdx'));
  assert.match(variant, /&quot;name&quot;:&quot;hostname&quot;/);
  assert.match(variant, /&quot;name&quot;:&quot;ssl-mode&quot;.*&quot;enum&quot;:\[&quot;disable&quot;/);
});

test('the overview has install, configure, global flags, environment, exit codes and groups', async () => {
  const html = await toHtml(page('index.mdx'));
  for (const h of ['Install', 'Authenticate', 'Configure', 'Global flags', 'Environment variables', 'Exit codes', 'Command groups']) assert.match(html, new RegExp(`<h2>${h}</h2>`));
  assert.match(html, /data-component="CliExitCodes"/);
  assert.match(html, /<code class="language-yaml">current-profile: default/);
});

test('every generated page compiles as MDX', async () => {
  for (const p of pages.filter((x) => x.path.endsWith('.mdx'))) {
    await assert.doesNotReject(compile(p.content, { remarkPlugins: [remarkFrontmatter, remarkGfm] }), p.path);
  }
});

test('hostile spec text shows as text and never runs', async () => {
  const hostile = loadCliModel(path.join(here, 'fixtures', 'hostile-text.json'));
  const out = renderCliPages(hostile);
  const commandPage = out.find((p) => p.path === 'sand/runs/get.mdx')!.content;
  const html = await toHtml(commandPage);
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /<b>bold/);
  assert.doesNotMatch(html, /<hr/);
  // Prose and headings keep the characters as written.
  assert.match(html, /Show a run \{props\.secret\} &lt;script&gt;alert\(1\)&lt;\/script&gt; `tick` &lt;\/Markdown&gt; \{\/\* x \*\/\}/);
  assert.match(html, /<h3>Show \{it\} &lt;b&gt;bold&lt;\/b&gt; `code` # not a heading<\/h3>/);
  // Code keeps its text, including fences inside it.
  assert.match(html, /sand runs get run_1 # ``` ends\? \{x\} &lt;\/script&gt;/);
  assert.match(html, /```\n&lt;script&gt;alert\(&quot;out&quot;\)&lt;\/script&gt;\n\{output\}\n```/);
  // Markdown descriptions arrive as data for the Markdown component, not as markup.
  assert.match(html, /data-component="Markdown">\{&quot;source&quot;:&quot;Shows a run\. &lt;script&gt;/);
  for (const p of out.filter((x) => x.path.endsWith('.mdx'))) {
    const rendered = await toHtml(p.content);
    assert.doesNotMatch(rendered, /<script|<b>|<hr|<img/i, p.path);
  }
});

test('long synopses break before flags with shell continuations; short ones stay on one line', () => {
  assert.equal(wrapSynopsis('sand runs get <run-id> [flags]'), 'sand runs get <run-id> [flags]');
  const wrapped = wrapSynopsis(model.byId.get('sand connectors create postgres')!.usage);
  assert.equal(wrapped, 'sand connectors create postgres --name <name> --hostname <host> \\\n    --database <name> --username <user> --password <password> [flags]');
  for (const line of wrapped.split('\n')) assert.ok(line.length <= 82, line);
});

test('operationHref turns operationIds into API page routes', () => {
  assert.equal(operationHref('startRun'), '/api/start-run');
  assert.equal(operationHref('getStepToolsDefinition'), '/api/get-step-tools-definition');
  assert.equal(operationHref('health'), '/api/health');
  assert.equal(operationHref('createUserApiKey'), '/api/create-user-api-key');
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
