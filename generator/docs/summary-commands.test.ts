import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadCliModel } from '../cli/pipeline.ts';
import { formatProblem } from './consistency.ts';
import { docsLinks, summaryCommandProblems, type PageSource } from './summary-commands.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const model = loadCliModel(path.join(ROOT, 'cli-spec/sand.json'));
const fence = (code: string) => '```bash\n' + code + '\n```\n';
const GUIDE: PageSource = {
  file: 'content/docs/guide.mdx',
  route: '/docs/guide',
  source: `---\ntitle: Guide\n---\n\n${fence('sand dev init --cluster local-dev\nsand dev start --detach --tls=false')}\n${fence('sand steps push local --name write-haiku \\\n  --volume-mount-path "$PWD/steps/haiku" --tag latest')}`,
};
const summary = (code: string, link = '[the guide](/docs/guide)'): PageSource => ({
  file: 'content/index.mdx',
  route: '/',
  source: `${link} in short:\n\n${fence(code)}`,
});
const problems = (page: PageSource) => summaryCommandProblems(model, page, [GUIDE]).map(formatProblem);

test('a summary that drops or changes a boolean flag of the guide it links to is found, with both places', () => {
  assert.deepEqual(problems(summary('sand dev init --cluster local-dev\nsand dev start --detach')), [
    'content/index.mdx:5: `sand dev start --detach` runs "sand dev start" with --detach, the guides differently (content/docs/guide.mdx:7 has --detach --tls=false); give the summary the flags of the guide it sums up',
  ]);
  assert.equal(problems(summary('sand dev start --tls=true --detach')).length, 1);
  assert.match(
    problems(summary('sand health --cluster local-dev'))[0],
    /runs "sand health", which no guide this page links to runs \(content\/docs\/guide\.mdx\)/,
  );
});

test("the same switches pass, in any order; values that name the reader's things may differ", () => {
  assert.deepEqual(
    problems(
      summary(
        'sand dev start --tls=false --detach\nsand steps push local --name hello --volume-mount-path "$PWD/steps/hello" --tag latest',
      ),
    ),
    [],
  );
  // A page that links to no guide sums nothing up.
  assert.deepEqual(problems(summary('sand dev start', 'no link')), []);
  assert.deepEqual(docsLinks('[a](/docs/a#x) <Card href="/docs/b/" /> `[c](/docs/c)` [api](/api/x)'), [
    '/docs/a',
    '/docs/b',
  ]);
});

test('the home page runs each sand command as the guides it links to do', () => {
  const page = (file: string): PageSource => ({
    file,
    route: '/' + file.replace(/^content\//, '').replace(/(\/?index)?\.mdx$/, ''),
    source: fs.readFileSync(path.join(ROOT, file), 'utf8'),
  });
  const guides = fs
    .readdirSync(path.join(ROOT, 'content/docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => page(path.posix.join('content/docs', f.split(path.sep).join('/'))));
  const home = page('content/index.mdx');
  assert.ok(
    docsLinks(home.source).includes('/docs/using/getting-started/getting-started-1'),
    'the home page links to the guide it sums up',
  );
  const found = summaryCommandProblems(model, home, guides).map(formatProblem);
  assert.deepEqual(found, [], `\n${found.join('\n')}\n`);
});
