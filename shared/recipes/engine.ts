/**
 * Runs a recipe against a server, step by step, as Arazzo says: each step's parameters and body
 * resolved from the inputs and earlier outputs, its success criteria checked, `retry` actions
 * waiting `retryAfter` seconds at most `retryLimit` times, `goto` and `end` followed; the run stops
 * at the first failed criterion. The same code runs on the page (fetch) and in Node
 * (`npm run recipes`, the tests). Browser-safe: no Node import.
 */
import { resolveValue, type ExpressionContext } from './expressions.ts';
import { conditionHolds } from './conditions.ts';
import type { Recipe, RecipeAction, RecipeStep } from './types.ts';
import { countText } from '../count-text.ts';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ReceivedResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type RunEvent =
  | { type: 'request'; stepId: string; attempt: number; request: SentRequest }
  | { type: 'response'; stepId: string; attempt: number; response: ReceivedResponse }
  | { type: 'retry'; stepId: string; action: string; afterSeconds: number; attempt: number }
  | { type: 'step'; stepId: string; outputs: Record<string, unknown> };

export type StepOutcome =
  | { status: 'passed'; stepId: string; outputs: Record<string, unknown>; next?: string }
  | { status: 'failed'; stepId: string; criterion: string; reason: string };

export type RunOutcome =
  | { status: 'passed'; outputs: Record<string, unknown>; steps: Record<string, Record<string, unknown>> }
  | {
      status: 'failed';
      stepId: string;
      criterion: string;
      reason: string;
      steps: Record<string, Record<string, unknown>>;
    };

export interface RunOptions {
  /** Base URL of the server, without a trailing slash. */
  server: string;
  /** Headers every request carries (the credentials chosen): a step's own header parameter wins. */
  headers?: Record<string, string>;
  /** The workflow's inputs; a missing one takes its default. */
  inputs?: Record<string, unknown>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onEvent?: (event: RunEvent) => void;
  /**
   * The server is a mock (Prism) that cannot tell which documented answer a request gets: a step
   * whose criteria name one status asks for it with Prism's `Prefer: code=…`.
   */
  mock?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The workflow's inputs: the given ones over each input's default. */
export function recipeInputs(recipe: Recipe, given: Record<string, unknown> = {}): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const input of recipe.inputs) if (input.default !== undefined) inputs[input.name] = input.default;
  return { ...inputs, ...given };
}

/** The status a step's criteria require, when they name exactly one (`$statusCode == 202`). */
export function expectedStatus(step: RecipeStep): number | undefined {
  for (const c of step.successCriteria) {
    const m = c.condition.trim().match(/^\$statusCode\s*==\s*(\d{3})$/);
    if (m) return Number(m[1]);
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The HTTP request of a step, its expressions resolved. */
export function stepRequest(
  step: RecipeStep,
  ctx: ExpressionContext,
  options: Pick<RunOptions, 'server' | 'headers' | 'mock'>,
): SentRequest {
  let path = step.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { accept: 'application/json', ...(options.headers ?? {}) };
  const setHeader = (name: string, value: string) => {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    headers[name] = value;
  };
  for (const p of step.parameters) {
    const value = resolveValue(p.value, ctx);
    if (value === undefined) continue;
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(encodeURIComponent(text(value)));
    else if (p.in === 'query') query.append(p.name, text(value));
    else if (p.in === 'header') setHeader(p.name, text(value));
    else setHeader('cookie', `${p.name}=${encodeURIComponent(text(value))}`);
  }
  let body: string | undefined;
  if (step.requestBody) {
    setHeader('content-type', step.requestBody.contentType);
    body = JSON.stringify(resolveValue(step.requestBody.payload, ctx));
  }
  const status = options.mock ? expectedStatus(step) : undefined;
  if (status) setHeader('prefer', `code=${status}`);
  const qs = query.toString();
  return {
    method: step.method.toUpperCase(),
    url: `${options.server.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`,
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}

async function send(request: SentRequest, doFetch: typeof fetch): Promise<ReceivedResponse> {
  const res = await doFetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const raw = await res.text();
  let body: unknown = raw;
  if (raw !== '' && /json/i.test(headers['content-type'] ?? '')) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { status: res.status, headers, body: raw === '' ? undefined : body };
}

/** The first action whose criteria all hold (an action without criteria always applies). */
function chosenAction(actions: readonly RecipeAction[] | undefined, ctx: ExpressionContext): RecipeAction | undefined {
  return actions?.find((a) => (a.criteria ?? []).every((c) => conditionHolds(c.condition, ctx)));
}

/**
 * A run one step at a time: `next()` runs the next step (with its retries) and says how it went;
 * `done` once the recipe ended or failed. The page's "Run next step" and `runRecipe` both use it.
 */
export class RecipeRun {
  readonly steps: Record<string, Record<string, unknown>> = {};
  readonly inputs: Record<string, unknown>;
  private index = 0;
  private failed?: Extract<RunOutcome, { status: 'failed' }>;
  private ended = false;

  constructor(
    readonly recipe: Recipe,
    private readonly options: RunOptions,
  ) {
    this.inputs = recipeInputs(recipe, options.inputs);
  }

  get done(): boolean {
    return this.ended || !!this.failed || this.index >= this.recipe.steps.length;
  }

  /** The step `next()` runs. */
  get current(): RecipeStep | undefined {
    return this.done ? undefined : this.recipe.steps[this.index];
  }

  async next(): Promise<StepOutcome> {
    const step = this.current;
    if (!step) throw new Error('the recipe has no step left to run');
    const outcome = await this.runStep(step);
    if (outcome.status === 'failed') {
      this.failed = { ...outcome, steps: this.steps };
      return outcome;
    }
    this.steps[step.stepId] = outcome.outputs;
    this.options.onEvent?.({ type: 'step', stepId: step.stepId, outputs: outcome.outputs });
    if (outcome.next === '') this.ended = true;
    else if (outcome.next !== undefined) this.index = this.recipe.steps.findIndex((s) => s.stepId === outcome.next);
    else this.index++;
    return outcome;
  }

  /** How the run ended; undefined while steps remain. */
  outcome(): RunOutcome | undefined {
    if (this.failed) return this.failed;
    if (!this.done) return undefined;
    const ctx: ExpressionContext = { inputs: this.inputs, steps: this.steps };
    const outputs = Object.fromEntries(Object.entries(this.recipe.outputs).map(([k, v]) => [k, resolveValue(v, ctx)]));
    return { status: 'passed', outputs, steps: this.steps };
  }

  private async runStep(step: RecipeStep): Promise<StepOutcome> {
    const doFetch = this.options.fetch ?? fetch;
    const sleep = this.options.sleep ?? defaultSleep;
    const retries = new Map<string, number>();
    for (let attempt = 1; ; attempt++) {
      const base: ExpressionContext = { inputs: this.inputs, steps: this.steps };
      const request = stepRequest(step, base, this.options);
      this.options.onEvent?.({ type: 'request', stepId: step.stepId, attempt, request });
      let response: ReceivedResponse;
      try {
        response = await send(request, doFetch);
      } catch (error) {
        return {
          status: 'failed',
          stepId: step.stepId,
          criterion: 'the request was answered',
          reason: `no response: ${(error as Error).message}`,
        };
      }
      this.options.onEvent?.({ type: 'response', stepId: step.stepId, attempt, response });
      const ctx: ExpressionContext = {
        ...base,
        request: {
          url: request.url,
          method: request.method,
          headers: request.headers,
          body: request.body === undefined ? undefined : JSON.parse(request.body),
        },
        response,
      };
      const failedCriterion = step.successCriteria.find((c) => !conditionHolds(c.condition, ctx));
      if (!failedCriterion) {
        const outputs = Object.fromEntries(Object.entries(step.outputs).map(([k, v]) => [k, resolveValue(v, ctx)]));
        const action = chosenAction(step.onSuccess, ctx);
        if (action?.type === 'end') return { status: 'passed', stepId: step.stepId, outputs, next: '' };
        if (action?.type === 'goto' && action.stepId)
          return { status: 'passed', stepId: step.stepId, outputs, next: action.stepId };
        return { status: 'passed', stepId: step.stepId, outputs };
      }
      const action = chosenAction(step.onFailure, ctx);
      if (action?.type === 'retry') {
        const used = retries.get(action.name) ?? 0;
        if (used < (action.retryLimit ?? 1)) {
          retries.set(action.name, used + 1);
          const afterSeconds = action.retryAfter ?? 0;
          this.options.onEvent?.({ type: 'retry', stepId: step.stepId, action: action.name, afterSeconds, attempt });
          await sleep(afterSeconds * 1000);
          continue;
        }
        return {
          status: 'failed',
          stepId: step.stepId,
          criterion: failedCriterion.condition,
          reason: `still failing after ${countText(used, 'retry')} (${action.name})`,
        };
      }
      if (action?.type === 'goto' && action.stepId) {
        // A failure handled by going elsewhere is not the run's failure.
        return { status: 'passed', stepId: step.stepId, outputs: {}, next: action.stepId };
      }
      return {
        status: 'failed',
        stepId: step.stepId,
        criterion: failedCriterion.condition,
        reason: `status ${response.status}`,
      };
    }
  }
}

/** The whole recipe, step after step, until it passes or a criterion fails. */
export async function runRecipe(recipe: Recipe, options: RunOptions): Promise<RunOutcome> {
  const run = new RecipeRun(recipe, options);
  while (!run.done) await run.next();
  return run.outcome()!;
}

/** One line about a run: `passed`, or the step and criterion that failed. */
export function outcomeLine(recipe: Recipe, outcome: RunOutcome): string {
  return outcome.status === 'passed'
    ? `${recipe.workflowId}: passed`
    : `${recipe.workflowId}: failed at step ${outcome.stepId}: ${outcome.criterion} (${outcome.reason})`;
}
