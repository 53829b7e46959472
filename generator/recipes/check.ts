/**
 * A recipe checked against the API it calls, and made into the model the pages and runners use:
 * one workflow per file, every step's operation found (`operationId`, or `operationPath` into the
 * source description), every parameter one the operation has, every runtime expression pointing
 * at something that exists (an input, an earlier step's output, a field of the operation's
 * response schema, a declared response header). The first problem throws a SpecError naming the
 * file, the place (pointer and line) and the fix. Pure: the documents come in parsed.
 */
import path from 'node:path';
import { SpecError, jsonPointer, refSegments } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import { deref, schemaHasPath } from '../openapi/as-written.ts';
import { place, type LoadedDocument } from '../openapi/load.ts';
import type { ApiModel, Operation } from '../openapi/model.ts';
import { serverUrlAtDefaults } from '../openapi/sample-request.ts';
import {
  looksLikeExpression,
  parseExpression,
  expressionsIn,
  type RuntimeExpression,
} from '../../shared/recipes/expressions.ts';
import { conditionExpressions, ConditionSyntaxError } from '../../shared/recipes/conditions.ts';
import type {
  Recipe,
  RecipeAction,
  RecipeCriterion,
  RecipeInput,
  RecipeParameter,
  RecipeServer,
  RecipeStep,
} from '../../shared/recipes/types.ts';

export interface RecipeApi {
  /** The source description's file, as the recipes name it (relative to the repository). */
  file: string;
  /** The description as written ($refs kept): response schemas are walked in it. */
  doc: JsonObject;
  model: ApiModel;
  /** The page of an operation. */
  route: (operationId: string) => string | undefined;
}

/**
 * The API's first listed server with its variables at their defaults: where a recipe runs unless
 * told otherwise. None when that is not an absolute http(s) address (a relative one means "where
 * the description is served", which a script or this site cannot know).
 */
export function defaultServerUrl(model: Pick<ApiModel, 'servers'>): string | undefined {
  const url = model.servers[0] && serverUrlAtDefaults(model.servers[0]);
  return url && /^https?:\/\/[^/{}\s]+/i.test(url) ? url : undefined;
}

/** Every server the API lists that a page can send to (absolute http(s)), its variables at their defaults. */
export function recipeServers(model: Pick<ApiModel, 'servers'>): RecipeServer[] {
  return model.servers.flatMap((s): RecipeServer[] => {
    const url = serverUrlAtDefaults(s);
    if (!/^https?:\/\/[^/{}\s]+/i.test(url)) return [];
    const label = s.name ?? s.description?.trim().split('\n')[0];
    return [{ url, ...(label ? { label } : {}) }];
  });
}

/** The slug of a recipe file: `openapi/recipes/rotate-api-key.arazzo.yaml` → `rotate-api-key`. */
const recipeSlug = (file: string) => path.basename(file).replace(/\.arazzo\.(ya?ml|json)$/, '');

function rawOperation(doc: JsonObject, op: Operation): JsonObject | undefined {
  const item = isObject(doc.paths) ? deref(doc, doc.paths[op.path], [])?.node : undefined;
  const raw = item?.[op.method.toLowerCase()];
  return isObject(raw) ? raw : undefined;
}

/** The responses a step's criteria accept: the one status they name, else every 2xx. */
function acceptedResponses(doc: JsonObject, op: Operation, criteria: RecipeCriterion[]): JsonObject[] {
  const raw = rawOperation(doc, op);
  const responses = isObject(raw?.responses) ? raw.responses : {};
  const named = criteria.map((c) => c.condition.trim().match(/^\$statusCode\s*==\s*(\d{3})$/)?.[1]).find(Boolean);
  const keys = Object.keys(responses).filter((k) => (named ? k === named || k === `${named[0]}XX` : /^2/.test(k)));
  return keys.map((k) => deref(doc, responses[k], [])?.node).filter(isObject);
}

interface Where {
  stepIndex?: number;
  /** The step's criteria, for the response it is checked against. */
  criteria?: RecipeCriterion[];
  /** Where `$response…` is meaningful (criteria and outputs, not what a step sends). */
  response: boolean;
}

export function checkRecipe(loaded: LoadedDocument, api: RecipeApi): Recipe {
  const file = loaded.file;
  const doc = loaded.doc;
  const fail = (pointer: string, reason: string, fix: string): never => {
    throw new SpecError(file, place(loaded, pointer), reason, fix);
  };

  // The source description: the API this site documents.
  const sources = Array.isArray(doc.sourceDescriptions) ? doc.sourceDescriptions : [];
  const sourceNames = new Set<string>();
  sources.forEach((source, i) => {
    if (!isObject(source)) return;
    const wanted = path.normalize(api.file);
    const resolved = typeof source.url === 'string' ? path.normalize(path.join(path.dirname(file), source.url)) : '';
    if (source.type !== 'openapi' || resolved !== wanted) {
      fail(
        jsonPointer(['sourceDescriptions', i]),
        `the source description "${String(source.name)}" is not the site's API (${api.file})`,
        `set its type to openapi and its url to ${path.relative(path.dirname(file), api.file)}`,
      );
    }
    sourceNames.add(String(source.name));
  });

  const workflows = Array.isArray(doc.workflows) ? doc.workflows : [];
  if (workflows.length !== 1)
    fail(
      '#/workflows',
      `a recipe file holds ${workflows.length} workflows`,
      'write one workflow per file: each recipe is one page',
    );
  const workflow = workflows[0] as JsonObject;
  const wfPointer = (...rest: Array<string | number>) => jsonPointer(['workflows', 0, ...rest]);

  const inputSchema = isObject(workflow.inputs) ? workflow.inputs : {};
  const inputProps = isObject(inputSchema.properties) ? inputSchema.properties : {};
  const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required.map(String) : []);
  const inputs: RecipeInput[] = Object.entries(inputProps).map(([name, schema]) => {
    const s = isObject(schema) ? schema : {};
    return {
      name,
      required: required.has(name),
      ...(typeof s.description === 'string' ? { description: s.description } : {}),
      ...(typeof s.type === 'string' ? { type: s.type } : {}),
      ...(s.default !== undefined ? { default: s.default } : {}),
    };
  });

  const rawSteps = Array.isArray(workflow.steps) ? (workflow.steps as JsonObject[]) : [];
  const byOperationId = new Map(api.model.operations.map((op) => [op.operationId, op]));
  const stepOps: Operation[] = [];
  const stepOutputs = rawSteps.map((s) => new Set(Object.keys(isObject(s.outputs) ? s.outputs : {})));
  const stepIds = rawSteps.map((s) => String(s.stepId));

  const checkExpression = (text: string, pointer: string, where: Where) => {
    const expr: RuntimeExpression | undefined = parseExpression(text);
    if (!expr)
      return fail(
        pointer,
        `"${text}" is not a runtime expression`,
        'write $inputs.NAME, $steps.STEP.outputs.NAME, $statusCode, $response.body#/POINTER or $response.header.NAME',
      );
    switch (expr.kind) {
      case 'inputs':
        if (!(expr.name in inputProps))
          fail(
            pointer,
            `"${text}" names the input "${expr.name}", which the workflow does not declare`,
            `declare it under ${wfPointer('inputs', 'properties')} or use one of: ${Object.keys(inputProps).join(', ') || '(none)'}`,
          );
        return;
      case 'steps': {
        const at = stepIds.indexOf(expr.stepId);
        const before = where.stepIndex ?? stepIds.length;
        if (at < 0)
          return fail(
            pointer,
            `"${text}" names the step "${expr.stepId}", which the workflow does not have`,
            `use one of: ${stepIds.join(', ')}`,
          );
        if (at >= before)
          return fail(
            pointer,
            `"${text}" uses step "${expr.stepId}", which runs later than this one`,
            'take values only from steps that run earlier',
          );
        if (!stepOutputs[at].has(expr.output))
          fail(
            pointer,
            `"${text}" names the output "${expr.output}", which step "${expr.stepId}" does not declare`,
            `declare it in that step's outputs or use one of: ${[...stepOutputs[at]].join(', ') || '(none)'}`,
          );
        return;
      }
      case 'responseBody':
      case 'responseHeader':
      case 'statusCode': {
        if (!where.response || where.stepIndex === undefined)
          return fail(
            pointer,
            `"${text}" reads a response where there is none`,
            "use $response… and $statusCode only in a step's criteria and outputs",
          );
        const op = stepOps[where.stepIndex];
        if (expr.kind === 'statusCode') return;
        const responses = acceptedResponses(api.doc, op, where.criteria ?? []);
        if (expr.kind === 'responseHeader') {
          const declared = responses.flatMap((r) => Object.keys(isObject(r.headers) ? r.headers : {}));
          if (!declared.some((h) => h.toLowerCase() === expr.name.toLowerCase()))
            fail(
              pointer,
              `"${text}": the responses of ${op.operationId} declare no header "${expr.name}"`,
              `use one they declare: ${declared.join(', ') || '(none)'}`,
            );
          return;
        }
        const segments = refSegments(expr.pointer);
        const schemas = responses
          .map((r) => (isObject(r.content) ? r.content : {}))
          .flatMap((c) =>
            Object.entries(c)
              .filter(([m]) => /json/.test(m))
              .map(([, v]) => (isObject(v) ? v.schema : undefined)),
          );
        if (!schemas.some((s) => s !== undefined && schemaHasPath(api.doc, s, segments))) {
          fail(
            pointer,
            `"${text}": the response schema of ${op.operationId} has no field at ${expr.pointer || '(root)'}`,
            `point at a field of that response (see ${api.route(op.operationId) ?? op.operationId})`,
          );
        }
        return;
      }
      default:
        return;
    }
  };

  const checkCriteria = (raw: unknown, pointer: string, where: Where): RecipeCriterion[] => {
    const list = Array.isArray(raw) ? raw : [];
    return list.map((c, i) => {
      const at = `${pointer}/${i}`;
      const criterion = isObject(c) ? c : {};
      if (criterion.type !== undefined && criterion.type !== 'simple')
        fail(
          at,
          `criteria of type "${String(criterion.type)}" are not run by this site's engine`,
          "write a simple condition ($response.body#/field == 'value')",
        );
      if (criterion.context !== undefined)
        fail(
          at,
          "a criterion with a context is not run by this site's engine",
          'drop `context` and write the expression into the condition',
        );
      const condition = String(criterion.condition);
      let names: string[];
      try {
        names = conditionExpressions(condition);
      } catch (error) {
        if (error instanceof ConditionSyntaxError)
          return fail(
            `${at}/condition`,
            `the condition cannot be read: ${error.message}`,
            "write expressions and literals ('text', 12, true, null) joined by == != < <= > >= && || !",
          );
        throw error;
      }
      for (const name of names) checkExpression(name, `${at}/condition`, where);
      return { condition };
    });
  };

  const checkActions = (raw: unknown, pointer: string, where: Where): RecipeAction[] | undefined => {
    if (!Array.isArray(raw)) return undefined;
    return raw.map((a, i) => {
      const at = `${pointer}/${i}`;
      const action = isObject(a) ? a : {};
      if (action.workflowId !== undefined)
        fail(
          at,
          "an action that runs another workflow is not run by this site's engine",
          'go to a step of this workflow (stepId)',
        );
      if (action.type === 'goto' && !stepIds.includes(String(action.stepId)))
        fail(
          at,
          `the action goes to step "${String(action.stepId)}", which the workflow does not have`,
          `use one of: ${stepIds.join(', ')}`,
        );
      return {
        name: String(action.name),
        type: action.type as RecipeAction['type'],
        ...(action.stepId !== undefined ? { stepId: String(action.stepId) } : {}),
        ...(typeof action.retryAfter === 'number' ? { retryAfter: action.retryAfter } : {}),
        ...(typeof action.retryLimit === 'number' ? { retryLimit: action.retryLimit } : {}),
        ...(action.criteria !== undefined ? { criteria: checkCriteria(action.criteria, `${at}/criteria`, where) } : {}),
      };
    });
  };

  const findOperation = (step: JsonObject, pointer: string): Operation => {
    if (step.workflowId !== undefined)
      fail(
        pointer,
        "a step that runs another workflow is not run by this site's engine",
        'call an operation of the API (operationId)',
      );
    if (typeof step.operationId === 'string') {
      const m = step.operationId.match(/^\$sourceDescriptions\.([^.]+)\.(.+)$/);
      const id = m ? m[2] : step.operationId;
      if (m && !sourceNames.has(m[1]))
        fail(
          `${pointer}/operationId`,
          `"${step.operationId}" names the source description "${m[1]}", which the recipe does not list`,
          `use one of: ${[...sourceNames].join(', ')}`,
        );
      const op = byOperationId.get(id);
      if (!op) {
        const close = [...byOperationId.keys()].filter((k) => k.toLowerCase().includes(id.toLowerCase().slice(0, 5)));
        fail(
          `${pointer}/operationId`,
          `the API has no operation "${id}"`,
          `use an operationId of ${api.file}${close.length ? `, such as ${close.slice(0, 3).join(', ')}` : ''}`,
        );
      }
      return op!;
    }
    if (typeof step.operationPath === 'string') {
      const m = step.operationPath.match(/^\{\$sourceDescriptions\.([^.]+)\.url\}#\/paths\/([^/]+)\/([a-z]+)$/);
      if (!m || !sourceNames.has(m[1]))
        return fail(
          `${pointer}/operationPath`,
          `"${step.operationPath}" is not an operation path of a listed source description`,
          'write {$sourceDescriptions.NAME.url}#/paths/~1api~1v1~1runs/post',
        );
      const opPath = m[2].replace(/~1/g, '/').replace(/~0/g, '~');
      const op = api.model.operations.find((o) => o.path === opPath && o.method.toLowerCase() === m[3]);
      if (!op)
        return fail(
          `${pointer}/operationPath`,
          `the API has no operation ${m[3].toUpperCase()} ${opPath}`,
          `use a path and method of ${api.file}`,
        );
      return op;
    }
    return fail(pointer, 'the step names no operation', 'give it an operationId of the API');
  };

  const steps: RecipeStep[] = rawSteps.map((step, index) => {
    const pointer = wfPointer('steps', index);
    const op = findOperation(step, pointer);
    stepOps[index] = op;
    const sends: Where = { stepIndex: index, response: false };
    const parameters: RecipeParameter[] = (Array.isArray(step.parameters) ? step.parameters : []).map((p, i) => {
      const at = `${pointer}/parameters/${i}`;
      const param = isObject(p) ? p : {};
      if (param.reference !== undefined)
        fail(at, 'reusable parameters ($components) are not read by this site', 'write the parameter in the step');
      const name = String(param.name);
      const where = String(param.in) as RecipeParameter['in'];
      const isAuth =
        where === 'header' && name.toLowerCase() === 'authorization' && op.security.some((s) => s.length > 0);
      if (!isAuth && !op.parameters.some((q) => q.name === name && q.in === where)) {
        fail(
          at,
          `${op.operationId} has no ${where} parameter "${name}"`,
          `use one it has: ${op.parameters.map((q) => `${q.name} (${q.in})`).join(', ') || '(none)'}`,
        );
      }
      for (const e of expressionsIn(param.value)) checkExpression(e.text, `${at}/value`, sends);
      return { name, in: where, value: param.value };
    });
    for (const q of op.parameters) {
      if (q.in === 'path' && !parameters.some((p) => p.in === 'path' && p.name === q.name))
        fail(
          Array.isArray(step.parameters) ? `${pointer}/parameters` : pointer,
          `the step does not give ${op.operationId}'s path parameter "${q.name}"`,
          `add { name: ${q.name}, in: path, value: … }`,
        );
    }
    let requestBody: RecipeStep['requestBody'];
    if (isObject(step.requestBody)) {
      if (!op.requestBody)
        fail(`${pointer}/requestBody`, `${op.operationId} takes no request body`, 'drop the requestBody');
      const contentType = String(
        step.requestBody.contentType ?? op.requestBody!.contents[0]?.mediaType ?? 'application/json',
      );
      if (!op.requestBody!.contents.some((c) => c.mediaType === contentType))
        fail(
          `${pointer}/requestBody/contentType`,
          `${op.operationId} does not take ${contentType}`,
          `use ${op.requestBody!.contents.map((c) => c.mediaType).join(' or ')}`,
        );
      for (const e of expressionsIn(step.requestBody.payload))
        checkExpression(e.text, `${pointer}/requestBody/payload${e.at}`, sends);
      requestBody = { contentType, payload: step.requestBody.payload };
    } else if (op.requestBody?.required) {
      fail(pointer, `${op.operationId} needs a request body`, 'add requestBody with its contentType and payload');
    }
    const successCriteria = checkCriteria(step.successCriteria, `${pointer}/successCriteria`, {
      stepIndex: index,
      response: true,
    });
    const reads: Where = { stepIndex: index, response: true, criteria: successCriteria };
    const outputs: Record<string, string> = {};
    for (const [name, value] of Object.entries(isObject(step.outputs) ? step.outputs : {})) {
      const at = `${pointer}/outputs/${name}`;
      if (typeof value !== 'string' || !looksLikeExpression(value))
        fail(
          at,
          `the output "${name}" is not a runtime expression`,
          'write $response.body#/POINTER, $response.header.NAME or $statusCode',
        );
      checkExpression(value as string, at, reads);
      outputs[name] = value as string;
    }
    const onSuccess = checkActions(step.onSuccess, `${pointer}/onSuccess`, reads);
    // A failure action runs on a response the success criteria rejected: any response of the operation.
    const onFailure = checkActions(step.onFailure, `${pointer}/onFailure`, { stepIndex: index, response: true });
    return {
      stepId: String(step.stepId),
      ...(typeof step.description === 'string' ? { description: step.description.trim() } : {}),
      operationId: op.operationId,
      summary: op.summary,
      method: op.method,
      path: op.path,
      ...(api.route(op.operationId) ? { href: api.route(op.operationId) } : {}),
      parameters,
      ...(requestBody ? { requestBody } : {}),
      successCriteria,
      ...(onSuccess ? { onSuccess } : {}),
      ...(onFailure ? { onFailure } : {}),
      outputs,
    };
  });
  if (steps.length === 0) fail(wfPointer('steps'), 'the workflow has no steps', 'add the steps that call the API');

  const outputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(isObject(workflow.outputs) ? workflow.outputs : {})) {
    const at = wfPointer('outputs', name);
    if (typeof value !== 'string' || !looksLikeExpression(value))
      fail(at, `the output "${name}" is not a runtime expression`, 'write $steps.STEP.outputs.NAME');
    checkExpression(value as string, at, { response: false });
    outputs[name] = value as string;
  }
  const info = isObject(doc.info) ? doc.info : {};
  const server = defaultServerUrl(api.model);
  return {
    workflowId: String(workflow.workflowId),
    slug: recipeSlug(file),
    file,
    title: String(info.title ?? workflow.summary ?? workflow.workflowId),
    summary: String(info.summary ?? workflow.summary ?? ''),
    ...(typeof info.description === 'string' ? { description: info.description.trim() } : {}),
    ...(server ? { server } : {}),
    servers: recipeServers(api.model),
    inputs,
    steps,
    outputs,
  };
}
