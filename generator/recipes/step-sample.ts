/**
 * A recipe step's request as the code samples' plain data (`SampleRequest`), so a step is shown
 * in the same ten languages as an operation. The request is the step's: its method and path, the
 * parameters and body it sends, and the operation's credential. A value that comes from an earlier
 * step's output or a recipe input is read from an environment variable, named by one rule:
 *
 * - `$steps.startRun.outputs.runId` → `START_RUN_RUN_ID` (the step's ID and the output's name),
 * - `$inputs.oldKeyId` → `IN_OLD_KEY_ID` (the scripts' name: the input's text, or JSON when it is not a string).
 */
import { schemasFor, type ApiModel } from '../openapi/model.ts';
import { buildSampleRequest } from '../openapi/sample-request.ts';
import { EnvLeaf, type SampleRequest, type Segment } from '../../shared/api/samples/types.ts';
import { mergeSegments } from '../../shared/api/samples/parts.ts';
import { encodeSegment } from '../../shared/api/try-it/request.ts';
import { parseExpression, type RuntimeExpression } from '../../shared/recipes/expressions.ts';
import type { Recipe, RecipeStep } from '../../shared/recipes/types.ts';
import { valueText } from '../../shared/value-text.ts';

/** `oldKeyId` → `OLD_KEY_ID`. */
const screamingSnake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

/** The variable an input is read from: `IN_OLD_KEY_ID` for `oldKeyId` (as the recipe scripts read it). */
export const inputEnv = (name: string) => `IN_${screamingSnake(name)}`;

/** The variable an earlier step's output is read from: `START_RUN_RUN_ID` for `$steps.startRun.outputs.runId`. */
export const outputEnv = (stepId: string, output: string) => `${screamingSnake(stepId)}_${screamingSnake(output)}`;

/** Where a variable of a step's sample gets its value. */
export type EnvSource = { kind: 'steps'; stepId: string; output: string } | { kind: 'inputs'; name: string };

/** The variable an expression is read from, and where its value comes from. */
function variableOf(expr: RuntimeExpression, text: string): { env: string; source: EnvSource } {
  if (expr.kind === 'steps' && expr.pointer === '')
    return {
      env: outputEnv(expr.stepId, expr.output),
      source: { kind: 'steps', stepId: expr.stepId, output: expr.output },
    };
  if (expr.kind === 'inputs' && expr.pointer === '')
    return { env: inputEnv(expr.name), source: { kind: 'inputs', name: expr.name } };
  throw new Error(`a step's sample cannot read ${text} from the environment: name a whole input or output`);
}

/** A string the step sends: its literal text, or segments with a variable for each expression in it. */
function segmentsOfValue(text: string, sources: Map<string, EnvSource>): Segment[] | undefined {
  const read = (exprText: string): Segment | undefined => {
    const expr = parseExpression(exprText);
    if (!expr) return undefined;
    const { env, source } = variableOf(expr, exprText);
    sources.set(env, source);
    return { env };
  };
  const whole = read(text);
  if (whole) return [whole];
  if (!text.includes('{$')) return undefined;
  const parts = text
    .split(/(\{\$[^{}]+\})/)
    .map((p) => (p.startsWith('{$') ? read(p.slice(1, -1)) : undefined) ?? { text: p });
  return mergeSegments(parts);
}

/** A JSON body with each value from the environment an `EnvLeaf` (a non-string input's as its JSON). */
function bodyOf(value: unknown, recipe: Recipe, sources: Map<string, EnvSource>): unknown {
  if (typeof value === 'string') {
    const segments = segmentsOfValue(value, sources);
    if (!segments) return value;
    const expr = parseExpression(value);
    const input = expr?.kind === 'inputs' ? recipe.inputs.find((i) => i.name === expr.name) : undefined;
    return new EnvLeaf(segments, input !== undefined && input.type !== 'string');
  }
  if (Array.isArray(value)) return value.map((v) => bodyOf(v, recipe, sources));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bodyOf(v, recipe, sources)]));
  return value;
}

export interface StepSample {
  request: SampleRequest;
  /** The variables the request reads besides the credential, in the order it uses them, with their sources. */
  variables: Array<{ env: string; source: EnvSource }>;
}

/** The step's request as a sample: the operation's server and credential, the step's values. */
export function stepSample(recipe: Recipe, step: RecipeStep, model: ApiModel, authEnv: string): StepSample {
  const op = model.operations.find((o) => o.operationId === step.operationId);
  if (!op) throw new Error(`${recipe.file}: step ${step.stepId} calls ${step.operationId}, which the API lacks`);
  const sources = new Map<string, EnvSource>();
  const text = (value: unknown): string | Segment[] =>
    (typeof value === 'string' ? segmentsOfValue(value, sources) : undefined) ?? valueText(value);
  const request = buildSampleRequest(model, op, schemasFor(model, op), { authEnv });

  let path: Segment[] = [{ text: op.path }];
  for (const p of step.parameters.filter((x) => x.in === 'path')) {
    const value = text(p.value);
    const filled: Segment[] = typeof value === 'string' ? [{ text: encodeSegment(value) }] : value;
    path = path.flatMap((s) =>
      'text' in s
        ? s.text.split(`{${p.name}}`).flatMap((piece, i): Segment[] => [...(i > 0 ? filled : []), { text: piece }])
        : [s],
    );
  }
  const merged = mergeSegments(path);
  request.path = merged.every((s) => 'text' in s) ? merged.map((s) => ('text' in s ? s.text : '')).join('') : merged;
  request.query = step.parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, value: text(p.value) }));
  request.headers = step.parameters
    .filter((p) => p.in === 'header')
    .map((p) => ({ name: p.name, value: text(p.value) }));
  // A step that sends its own Authorization header (a new key it just made) sends no other credential.
  if (request.headers.some((h) => h.name.toLowerCase() === 'authorization')) delete request.auth;
  if (step.requestBody)
    request.body = {
      mediaType: step.requestBody.contentType,
      value: bodyOf(step.requestBody.payload, recipe, sources),
    };
  else delete request.body;
  return { request, variables: [...sources].map(([env, source]) => ({ env, source })) };
}
