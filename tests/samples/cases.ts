/**
 * The requests the proof sends: every operation of the Sun API, the kitchen sink and our cases
 * (as the generator writes the pages), the cases again with the values and revealed credentials a
 * reader types into the request builder, and one sample that reads its base URL from the environment.
 */
import path from 'node:path';
import { schemasFor } from '../../generator/openapi/model.ts';
import { loadApiModel } from '../../generator/openapi/pipeline.ts';
import { buildSampleRequest } from '../../generator/openapi/sample-request.ts';
import { tryItData } from '../../generator/openapi/try-it-data.ts';
import { initialState, paramKey, resolveRequest, sampleRequestOf } from '../../shared/api/try-it/request.ts';
import type { SampleRequest } from '../../shared/api/samples/types.ts';
import type { ApiModel } from '../../generator/openapi/model.ts';
import { siteRecipes } from '../../generator/recipes/index.ts';
import { stepSample } from '../../generator/recipes/step-sample.ts';
import { atPointer, parseExpression } from '../../shared/recipes/expressions.ts';
import { expectedStatus } from '../../shared/recipes/engine.ts';
import type { Recipe, RecipeStep } from '../../shared/recipes/types.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ProofSpec {
  key: string;
  file: string;
  /** The TypeScript types the spec's TypeScript samples are checked against (undefined: generated from the spec). */
  publishedTypes?: string;
  /** The file Prism mocks, when not `file`: Prism 5.16 reads OpenAPI 3.1 at most, so a 3.2 description's published 3.1 rendition. */
  prismFile?: string;
}

export const SPECS: ProofSpec[] = [
  {
    key: 'sun',
    file: path.join(ROOT, 'openapi/sun-api.yaml'),
    publishedTypes: path.join(ROOT, 'public/openapi.d.ts'),
    prismFile: path.join(ROOT, 'public/openapi-3.1.yaml'),
  },
  { key: 'ks', file: path.join(ROOT, 'tests/fixtures/kitchen-sink.yaml') },
  { key: 'cases', file: path.join(ROOT, 'tests/samples/cases.yaml') },
];

/** The environment every sample runs with: secrets with characters a careless sample would mangle. */
export const SAMPLE_ENV = {
  SAND_API_KEY: 'sk_test_$HOME&x=1',
  API_USERNAME: 'ana',
  // No `:`: Prism 5.16 rejects basic credentials whose password holds one (RFC 7617 allows it).
  API_PASSWORD: 'p@ss w$rd',
};

/** What a reader types and reveals in the request builder. */
const READER_CREDENTIALS = {
  token: 'tok_"typed"$HOME',
  username: 'reader',
  password: 'pa\'ss w"d',
  apiKey: 'key$x&y=z',
};

export interface ProofCase {
  /** Unique, `[a-z0-9-]`: names files, classes and the URL prefix that tells the proxy whose request it is. */
  id: string;
  spec: ProofSpec;
  request: SampleRequest;
  doc: Record<string, unknown>;
  /** Why Prism cannot answer this request, when it cannot: the proxy then answers 200 itself and only checks what arrived. */
  withoutPrism?: string;
  /** The variables the sample reads besides the credential (a recipe step's earlier outputs and inputs), set when it runs. */
  env?: Record<string, string>;
}

/**
 * The value an earlier step passes on, as Prism would answer that step: its output's pointer into
 * the example of the response the step expects.
 */
function exampleOutput(model: ApiModel, step: RecipeStep, output: string): unknown {
  const expr = parseExpression(step.outputs[output] ?? '');
  const op = model.operations.find((o) => o.operationId === step.operationId);
  const status = String(expectedStatus(step) ?? '');
  const response = op?.responses.find((r) => r.status === status) ?? op?.responses.find((r) => /^2/.test(r.status));
  const example = response?.contents[0]?.examples[0]?.value;
  return expr?.kind === 'responseBody' ? atPointer(example, expr.pointer) : undefined;
}

/** Each recipe step's request as its samples show it, with its variables set from the inputs' examples and earlier steps' example answers. */
function recipeCases(recipes: Recipe[], model: ApiModel, spec: ProofSpec, doc: Record<string, unknown>): ProofCase[] {
  return recipes.flatMap((recipe) =>
    recipe.steps.map((step): ProofCase => {
      const sample = stepSample(recipe, step, model, 'SAND_API_KEY');
      const env = Object.fromEntries(
        sample.variables.map(({ env, source }) => {
          const value =
            source.kind === 'inputs'
              ? recipe.inputs.find((i) => i.name === source.name)?.default
              : exampleOutput(model, recipe.steps.find((s) => s.stepId === source.stepId)!, source.output);
          if (value === undefined) throw new Error(`${recipe.file}: no example value for ${env} (step ${step.stepId})`);
          return [env, typeof value === 'string' ? value : JSON.stringify(value)];
        }),
      );
      return { id: `recipe-${recipe.slug}-${slugId(step.stepId)}`, spec, request: sample.request, doc, env };
    }),
  );
}

/**
 * Prism 5.16 crashes (TypeError in its path-parameter validator, and the server with it) on any
 * request to an operation with a `label` or `matrix` path parameter.
 */
function prismLimit(op: { parameters: Array<{ in: string; style?: string }> }): string | undefined {
  return op.parameters.some((p) => p.in === 'path' && (p.style === 'label' || p.style === 'matrix'))
    ? 'Prism 5.16 crashes on label and matrix path parameters'
    : undefined;
}

/** The one case whose sample reads its base URL from BASE_URL (set per language run). */
export const ENV_BASE_CASE = 'env-base-url';

const slugId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function proofCases(): Promise<ProofCase[]> {
  const cases: ProofCase[] = [];
  for (const spec of SPECS) {
    const { model, loaded } = await loadApiModel(spec.file);
    for (const op of model.operations) {
      const schemas = schemasFor(model, op);
      const request = buildSampleRequest(model, op, schemas, { authEnv: 'SAND_API_KEY' });
      const withoutPrism = prismLimit(op);
      cases.push({
        id: `${spec.key}-${slugId(op.slug)}`,
        spec,
        request,
        doc: loaded.doc,
        ...(withoutPrism ? { withoutPrism } : {}),
      });
      if (spec.key !== 'cases') continue;
      // The request builder's path: the reader's own values and credentials, revealed.
      const data = tryItData(model, op, schemas, { authEnv: 'SAND_API_KEY' });
      data.env.secret = 'SAND_API_KEY';
      const state = initialState(data, { customBaseUrl: 'https://reader.example.com' });
      for (const p of data.params) {
        // The reader takes every offered example too (optional parameters start empty), so the
        // samples' encodings of each parameter stay proven.
        if (p.example !== undefined) state.values[paramKey(p)] ??= p.example;
        if (p.in === 'path') state.values[paramKey(p)] = `typed by/the reader ${p.name} ☃`;
        if (p.in === 'header') state.values[paramKey(p)] = `typed 'header' "${p.name}" $HOME`;
      }
      state.credentials = READER_CREDENTIALS;
      const resolved = resolveRequest(data, state);
      if (resolved.problems.length > 0)
        throw new Error(`${spec.file} ${op.slug}: the reader's request has problems: ${resolved.problems.join(' ')}`);
      cases.push({
        id: `reader-${slugId(op.slug)}`,
        spec,
        request: sampleRequestOf(data, state, resolved, true),
        doc: loaded.doc,
      });
    }
  }
  // The recipes' steps, against the site's API.
  const sun = SPECS.find((s) => s.key === 'sun')!;
  const { model: sunModel, loaded: sunLoaded } = await loadApiModel(sun.file);
  cases.push(...recipeCases(await siteRecipes(), sunModel, sun, sunLoaded.doc));
  const first = cases.find((c) => c.spec.key === 'cases' && c.request.auth?.kind === 'bearer')!;
  const { baseUrl: _omitted, ...fromEnv } = first.request;
  cases.push({ ...first, id: ENV_BASE_CASE, request: fromEnv });
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`Two proof cases are called ${c.id}: make the slugs differ.`);
    ids.add(c.id);
  }
  return cases;
}

/** The URL prefix of one sample's requests; the proxy strips it before Prism sees the request. */
export const prefixOf = (lang: string, id: string) => `/s/${lang}/${id}`;

/**
 * The case with its base URL pointed at the proxy, under the sample's own prefix. A body's
 * `callbackUrl` (the kitchen sink's callbacks) is the reader's own URL: the proxy's, so Prism calls
 * back on this machine and nowhere else.
 */
export function aimedAt(c: ProofCase, proxyOrigin: string, lang: string): SampleRequest {
  const request =
    c.id === ENV_BASE_CASE ? { ...c.request } : { ...c.request, baseUrl: proxyOrigin + prefixOf(lang, c.id) };
  const value = request.body?.value;
  if (value && typeof value === 'object' && typeof (value as Record<string, unknown>).callbackUrl === 'string') {
    request.body = { ...request.body!, value: { ...value, callbackUrl: `${proxyOrigin}/callbacks` } };
  }
  return request;
}
