/**
 * The recipe pages of the API section, as blocks of the shared page vocabulary: a landing page
 * (`/api/recipes`) listing every recipe, and one page per recipe with its goal, what it needs,
 * each step in order (its operation, what it sends, what counts as success, what it passes on),
 * the whole recipe as one script in bash and TypeScript, and the runner. Text from the recipe
 * files is data: runs of text and code, never parsed as Markdown or MDX.
 */
import type { Inline } from '../../shared/page-model.ts';
import type { DraftBlock } from '../lib/generated-section.ts';
import { finishPage } from '../lib/generated-section.ts';
import type { ExtraApiPage } from '../openapi/render/options.ts';
import { inlineCodeRuns } from '../api-history/changelog/page.ts';
import { parseExpression } from '../../shared/recipes/expressions.ts';
import { conditionSentence, expressionWords } from '../../shared/recipes/describe.ts';
import type { Recipe, RecipeStep } from '../../shared/recipes/types.ts';
import { RECIPES_FOLDER } from '../../shared/api/section-files.ts';
import { sampleDataHref } from '../../shared/api/sample-data.ts';
import { bashScript, typescriptScript } from './scripts.ts';
import type { ApiModel } from '../openapi/model.ts';
import { codeBlock, component } from '../openapi/page-blocks.ts';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import { stepSample, type StepSample } from './step-sample.ts';
import { countText } from '../../shared/count-text.ts';

type Block = DraftBlock<'ApiRecipeRun' | 'ApiRequestSamples'>;

/** The heading a recipe's inputs and API key are listed under (its id, as the page slugs it). */
const NEEDS_ID = 'what-you-need-first';

const RECIPES_ROUTE = `/api/${RECIPES_FOLDER}`;
const recipeRoute = (recipe: Pick<Recipe, 'slug'>) => `${RECIPES_ROUTE}/${recipe.slug}`;

/** How a value a step sends reads on the page: an earlier step's output or an input named as such. */
function valueRuns(value: unknown): Inline[] {
  if (typeof value === 'string') {
    const expr = parseExpression(value);
    // The value's name first, then where it comes from: "`runId` from step startRun", never "the output output".
    if (expr?.kind === 'steps')
      return [{ code: expr.output }, ' from step ', { link: `#${expr.stepId.toLowerCase()}`, text: expr.stepId }];
    if (expr?.kind === 'inputs')
      return [
        { code: expr.name + (expr.pointer ? `#${expr.pointer}` : '') },
        " from the recipe's inputs (",
        { link: `#${NEEDS_ID}`, text: 'What you need first' },
        ')',
      ];
    if (value.includes('{$')) return [{ code: value }, ' (earlier values filled in)'];
  }
  return [{ code: typeof value === 'string' ? value : JSON.stringify(value) }];
}

/** A criterion as a sentence, its expression beside it as code: "the response status is 202 (`$statusCode == 202`)". */
const criterionRuns = (condition: string): Inline[] => [conditionSentence(condition), ' (', { code: condition }, ')'];

function retryText(step: RecipeStep): Inline[][] {
  return (step.onFailure ?? [])
    .filter((a) => a.type === 'retry')
    .map((a) => [
      'Else, when ',
      ...(a.criteria ?? []).flatMap((c, i): Inline[] => [...(i > 0 ? [' and '] : []), ...criterionRuns(c.condition)]),
      `: waits ${a.retryAfter ?? 0} s and sends the request again, at most ${countText(a.retryLimit ?? 1, 'time')}.`,
    ]);
}

/**
 * "Set `SAND_API_KEY` (What you need first) and `START_RUN_RUN_ID` (`runId` from step startRun)
 * first.": the variables the step's samples read, each linked to where its value comes from.
 */
export function variablesSentence(sample: StepSample, authEnv: string): Inline[] {
  const named: Inline[][] = [
    ...(sample.request.auth
      ? [
          [
            { code: authEnv },
            ' (your API key: ',
            { link: `#${NEEDS_ID}`, text: 'What you need first' },
            ')',
          ] as Inline[],
        ]
      : []),
    ...sample.variables.map(({ env, source }): Inline[] =>
      source.kind === 'steps'
        ? [
            { code: env },
            ' (',
            { code: source.output },
            ' from step ',
            { link: `#${source.stepId.toLowerCase()}`, text: source.stepId },
            ')',
          ]
        : [
            { code: env },
            ' (',
            { code: source.name },
            " from the recipe's inputs: ",
            { link: `#${NEEDS_ID}`, text: 'What you need first' },
            ')',
          ],
    ),
  ];
  if (named.length === 0) return [];
  return [
    'The request on its own: set ',
    ...named.flatMap((runs, i): Inline[] => [...(i === 0 ? [] : i === named.length - 1 ? [' and '] : [', ']), ...runs]),
    ' first.',
  ];
}

/**
 * The languages a step's card draws in the page's HTML: curl alone; the others load from the
 * page's data file when chosen (shared/api/sample-data.ts). A recipe has a card per step (six on
 * the longest), and the page budget is one page's.
 */
const STEP_SAMPLES_IN_HTML: ReadonlySet<string> = new Set(['curl']);

/** The step's request in every sample language, as an operation page shows its request. */
function sampleBlocks(sample: StepSample, step: RecipeStep, authEnv: string, lazySource: string): Block[] {
  const tabs = SAMPLE_GENERATORS.map((g) => ({
    id: g.id,
    label: g.label,
    ...(STEP_SAMPLES_IN_HTML.has(g.id) ? {} : { lazy: true as const }),
  }));
  const code = SAMPLE_GENERATORS.map((g) => codeBlock(g.lang, g.generate(sample.request), 'copy=true'));
  const sentence = variablesSentence(sample, authEnv);
  return [
    ...(sentence.length > 0 ? [{ kind: 'paragraph' as const, content: sentence }] : []),
    component('ApiRequestSamples', { tabs, id: `${step.stepId.toLowerCase()}-request`, lazySource }, code) as Block,
  ];
}

function stepBlocks(step: RecipeStep, n: number, sample: StepSample, authEnv: string, lazySource: string): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', level: 3, text: `${n}. ${step.stepId}`, customId: step.stepId.toLowerCase() },
    {
      kind: 'paragraph',
      content: [
        'Calls ',
        step.href ? { link: step.href, text: step.summary } : step.summary,
        ' (',
        { code: `${step.method.toUpperCase()} ${step.path}` },
        ').',
        ...(step.description ? [' ', ...inlineCodeRuns(step.description.replace(/\s+/g, ' '))] : []),
      ],
    },
  ];
  if (step.parameters.length > 0 || step.requestBody) {
    blocks.push({ kind: 'paragraph', content: ['Sends:'] });
    const items: Inline[][] = step.parameters.map((p) => [{ code: p.name }, ` (${p.in}): `, ...valueRuns(p.value)]);
    if (step.requestBody) {
      const payload = step.requestBody.payload;
      const fields = payload && typeof payload === 'object' && !Array.isArray(payload) ? Object.entries(payload) : [];
      for (const [name, value] of fields) items.push([{ code: name }, ' (body): ', ...valueRuns(value)]);
    }
    blocks.push({ kind: 'list', ordered: false, items });
  }
  blocks.push(...sampleBlocks(sample, step, authEnv, lazySource));
  blocks.push({ kind: 'paragraph', content: ['Succeeds when:'] });
  blocks.push({
    kind: 'list',
    ordered: false,
    items: [...step.successCriteria.map((c) => criterionRuns(c.condition)), ...retryText(step)],
  });
  const outputs = Object.entries(step.outputs);
  if (outputs.length > 0) {
    blocks.push({ kind: 'paragraph', content: ['Passes on:'] });
    blocks.push({
      kind: 'list',
      ordered: false,
      items: outputs.map(([name, text]): Inline[] => {
        const expr = parseExpression(text);
        return [
          { code: name },
          ': ',
          ...(expr ? [expressionWords(expr), ' ('] : []),
          { code: text },
          ...(expr ? [')'] : []),
        ];
      }),
    });
  }
  return blocks;
}

function recipePageBlocks(recipe: Recipe, authEnv: string, model: ApiModel): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: recipe.title },
    { kind: 'paragraph', content: inlineCodeRuns(recipe.summary) },
  ];
  if (recipe.description)
    blocks.push({ kind: 'paragraph', content: inlineCodeRuns(recipe.description.replace(/\s+/g, ' ')) });
  blocks.push({ kind: 'heading', level: 2, text: 'What you need first' });
  blocks.push({
    kind: 'list',
    ordered: false,
    items: [
      ['An API key in ', { code: authEnv }, ' (', { link: '/api/create-api-key', text: 'Create an API key' }, ').'],
      ...recipe.inputs.map((input): Inline[] => [
        { code: input.name },
        input.required ? ' (required)' : ' (optional)',
        ...(input.description ? [': ', ...inlineCodeRuns(input.description)] : []),
        ...(input.default !== undefined ? [' Example: ', { code: JSON.stringify(input.default) }, '.'] : []),
      ]),
    ],
  });
  blocks.push({ kind: 'heading', level: 2, text: 'Steps' });
  recipe.steps.forEach((step, i) =>
    blocks.push(
      ...stepBlocks(
        step,
        i + 1,
        stepSample(recipe, step, model, authEnv),
        authEnv,
        sampleDataHref(recipeRoute(recipe)),
      ),
    ),
  );
  if (Object.keys(recipe.outputs).length > 0) {
    blocks.push({ kind: 'heading', level: 2, text: 'What the recipe gives back' });
    blocks.push({
      kind: 'list',
      ordered: false,
      items: Object.entries(recipe.outputs).map(([name, expr]): Inline[] => [{ code: name }, ': ', ...valueRuns(expr)]),
    });
  }
  blocks.push({ kind: 'heading', level: 2, text: 'Run this recipe' });
  blocks.push({ kind: 'component', name: 'ApiRecipeRun', props: { recipe } });
  blocks.push({ kind: 'heading', level: 2, text: 'The whole recipe as a script' });
  blocks.push({
    kind: 'paragraph',
    content: [
      'Each script runs the steps in order, stops at the first failed criterion and prints the outputs. The bash script needs ',
      { code: 'curl' },
      ' and ',
      { code: 'jq' },
      '; set ',
      { code: 'SUN_API_URL' },
      ' to use another server.',
    ],
  });
  blocks.push({
    kind: 'code',
    lang: 'bash',
    code: bashScript(recipe, authEnv),
    meta: `filename="${recipe.slug}.sh" copy=true`,
  });
  blocks.push({
    kind: 'code',
    lang: 'ts',
    code: typescriptScript(recipe, authEnv),
    meta: `filename="${recipe.slug}.ts" copy=true`,
  });
  blocks.push({ kind: 'paragraph', content: ['Written in Arazzo 1.0 in ', { code: recipe.file }, '.'] });
  return blocks;
}

function landingBlocks(recipes: readonly Recipe[]): Block[] {
  return [
    { kind: 'heading', level: 1, text: 'Recipes' },
    {
      kind: 'paragraph',
      content: [
        'Journeys through the API that take more than one call: each step in order, values passed from one step to the next, what counts as success, and a script to copy. Every recipe is run against the API description on every build, and each page can run its recipe against your server.',
      ],
    },
    {
      kind: 'list',
      ordered: false,
      items: recipes.map((r): Inline[] => [
        { link: recipeRoute(r), text: r.title },
        ': ',
        ...inlineCodeRuns(r.summary),
      ]),
    },
  ];
}

/** The recipe pages as pages of the API section (`extraPages`): the landing page first, the folder's title "Recipes". */
export function recipePages(recipes: readonly Recipe[], authEnv: string, model: ApiModel): ExtraApiPage[] {
  const sorted = [...recipes].sort((a, b) => a.title.localeCompare(b.title));
  return [
    {
      file: `${RECIPES_FOLDER}/index.mdx`,
      sidebarTitle: 'Recipes',
      doc: {
        frontmatter: {
          title: 'Recipes',
          description: 'Multi-step journeys through the API, proven on every build and runnable on the page.',
          asIndexPage: true,
        },
        page: finishPage(landingBlocks(sorted)) as ExtraApiPage['doc']['page'],
      },
    },
    ...sorted.map(
      (recipe): ExtraApiPage => ({
        file: `${RECIPES_FOLDER}/${recipe.slug}.mdx`,
        sidebarTitle: recipe.title,
        doc: {
          frontmatter: { title: recipe.title, description: recipe.summary },
          page: finishPage(recipePageBlocks(recipe, authEnv, model)) as ExtraApiPage['doc']['page'],
        },
      }),
    ),
  ];
}

/** operationId → the recipes whose steps call it, with their pages (for the changelog's items). */
export function recipeLinksByOperation(
  recipes: readonly Recipe[],
): Map<string, Array<{ workflowId: string; title: string; href: string }>> {
  const byOperation = new Map<string, Array<{ workflowId: string; title: string; href: string }>>();
  for (const recipe of recipes) {
    for (const step of recipe.steps) {
      const list = byOperation.get(step.operationId) ?? [];
      if (!list.some((r) => r.workflowId === recipe.workflowId))
        list.push({ workflowId: recipe.workflowId, title: recipe.title, href: recipeRoute(recipe) });
      byOperation.set(step.operationId, list);
    }
  }
  return byOperation;
}
