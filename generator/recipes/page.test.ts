/** Each step of a recipe page shows its request in every sample language, and the variables it reads. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modelApi } from '../openapi/pipeline.ts';
import { SITE_API_SPEC } from '../openapi/site-api.ts';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import type { Inline } from '../../shared/page-model.ts';
import { siteRecipes } from './index.ts';
import { recipePages } from './page.ts';
import { stepSample } from './step-sample.ts';

const recipes = await siteRecipes();
const model = (await modelApi({ specFile: SITE_API_SPEC })).model;
const runAndWait = recipes.find((r) => r.slug === 'run-workflow-and-wait')!;
const page = recipePages(recipes, 'SAND_API_KEY', model).find((p) => p.file.endsWith('run-workflow-and-wait.mdx'))!;
const blocks = page.doc.page.blocks as Array<{
  kind: string;
  name?: string;
  props?: Record<string, unknown>;
  content?: Inline[];
  items?: Inline[][];
  children?: unknown[];
}>;

test('every step of a recipe page has its request in the ten sample languages, curl drawn at once', () => {
  const samples = blocks.filter((b) => b.kind === 'component' && b.name === 'ApiRequestSamples');
  assert.equal(samples.length, runAndWait.steps.length);
  for (const [i, block] of samples.entries()) {
    const tabs = block.props!.tabs as Array<{ id: string; lazy?: true }>;
    assert.deepEqual(
      tabs.map((t) => t.id),
      SAMPLE_GENERATORS.map((g) => g.id),
    );
    assert.deepEqual(
      tabs.filter((t) => !t.lazy).map((t) => t.id),
      ['curl'],
    );
    assert.equal(block.children!.length, 10);
    assert.equal(block.props!.id, `${runAndWait.steps[i].stepId.toLowerCase()}-request`);
  }
});

test("a step's variable sentence names the step each value comes from, linked to its heading", () => {
  const runs = (blocks.find(
    (b) =>
      b.kind === 'paragraph' &&
      b.content?.some((r) => typeof r === 'object' && 'code' in r && r.code === 'START_RUN_RUN_ID'),
  )?.content ?? []) as Inline[];
  assert.ok(runs.length > 0, 'no sentence names START_RUN_RUN_ID');
  assert.ok(runs.some((r) => typeof r === 'object' && 'link' in r && r.link === '#startrun' && r.text === 'startRun'));
  assert.ok(runs.some((r) => typeof r === 'object' && 'code' in r && r.code === 'SAND_API_KEY'));
});

test("a step's sample is the step's request: its values from the environment, its literals as written", () => {
  const [find, start, wait] = runAndWait.steps.map((s) => stepSample(runAndWait, s, model, 'SAND_API_KEY'));
  assert.deepEqual(find.request.path, [{ text: '/api/v1/workflows/' }, { env: 'IN_WORKFLOW' }]);
  assert.deepEqual(wait.variables, [
    { env: 'START_RUN_RUN_ID', source: { kind: 'steps', stepId: 'startRun', output: 'runId' } },
  ]);
  assert.deepEqual(
    start.variables.map((v) => v.env),
    ['IN_WORKFLOW', 'IN_INPUT'],
  );
  assert.equal((start.request.body!.value as { async: boolean }).async, true);
  assert.deepEqual(start.request.auth, { kind: 'bearer', env: 'SAND_API_KEY' });
  // A step that sends a new key in its own Authorization header sends no other credential.
  const rotate = recipes.find((r) => r.slug === 'rotate-api-key')!;
  const verify = stepSample(rotate, rotate.steps[1], model, 'SAND_API_KEY');
  assert.equal(verify.request.auth, undefined);
  assert.deepEqual(verify.request.headers, [
    { name: 'Authorization', value: [{ text: 'Bearer ' }, { env: 'CREATE_KEY_SECRET' }] },
  ]);
});

/** The page's sentences as a reader (or a twin, or search) reads them: each paragraph and list item, code as its text. */
const runText = (runs: Inline[]) =>
  runs.map((r) => (typeof r === 'string' ? r : 'code' in r ? r.code : 'text' in r ? r.text : '')).join('');
const sentences = (list: typeof blocks) =>
  list.flatMap((b) => [...(b.content ? [runText(b.content)] : []), ...(b.items ?? []).map(runText)]);

test('values read once: an input or an output is named, then where it comes from', () => {
  const text = sentences(blocks).join('\n');
  assert.doesNotMatch(text, /the input input|the output output/);
  // `input` (body) of startRun, and the recipe's `output`.
  assert.match(text, /input from the recipe[’']s inputs/);
  assert.match(text, /output from step waitForRun/);
});

test('a success criterion reads as a sentence, the expression beside it as code', () => {
  const items = blocks.filter((b) => b.kind === 'list').flatMap((b) => b.items ?? []);
  const criterion = items.find((runs) =>
    runs.some((r) => typeof r === 'object' && 'code' in r && r.code === '$statusCode == 202'),
  );
  assert.ok(criterion, 'no list item shows $statusCode == 202');
  assert.equal(criterion[0], 'the response status is 202');
});
