/**
 * `npm run dev` after a save that changed only path items of a description (the usual edit: one
 * operation): the model is made again from those items and the last run's work on everything
 * else, so a save to GitHub's 13 MB description costs its parse and a key per path item, not a
 * model of the whole (3.9 s of `gen` before the open page showed, 0.6 s after). The last run's
 * resolved document keeps the untouched items and the components (resolved once); the changed
 * items are checked against the OpenAPI schema alone, resolved against those components, and
 * built into operations (model.ts `ModelReuse`), and the section is laid out again. Whenever the
 * edit is of another kind, or the changed items hold anything this does not repeat exactly (an
 * error, a `$ref` beside other keys or to a non-component), the caller models the whole document,
 * which gives the same model (remodel.test.ts and generator/save-regeneration.test.ts hold the two
 * together, file for file).
 */
import { SpecError, refSegments } from '../lib/errors.ts';
import { isObject, valueAt, type JsonObject } from '../lib/json.ts';
import type { LoadedDocument } from './load.ts';
import { buildModel, modelReuse } from './model.ts';
import { absoluteUrl, apiSteps, type ApiGenOptions, type ModelledApi } from './pipeline.ts';
import { dropSchemaIds, type OpenApiDocument, type ResolvedDocument } from './resolve.ts';
import { rewriteSpecLinks } from './spec-links.ts';
import { checkOperationIds, validateDocument } from './validate.ts';

/**
 * A description as written, by part: each path item's JSON, and one for everything else (the
 * keys' order included). Kept as the JSON itself, not a hash of it: a parsed document holds only
 * what JSON writes, and hashing GitHub's 13 MB doubled the cost of a save's comparison (90 against 45 ms).
 */
export interface DocumentParts {
  rest: string;
  paths: ReadonlyMap<string, string>;
}

export function documentParts(doc: JsonObject): DocumentParts {
  const { paths, ...rest } = doc;
  return {
    rest: JSON.stringify([Object.keys(doc), rest]),
    paths: new Map(Object.entries(isObject(paths) ? paths : {}).map(([p, item]) => [p, JSON.stringify(item)])),
  };
}

/** What a modelled description leaves for the next save's `remodel`. */
export interface RemodelBase {
  parts: DocumentParts;
  resolved: ResolvedDocument;
  api: ModelledApi;
}

/** The parts a description marks internal are removed with what only they use: not repeated here. */
const INTERNAL_MARK = /"x-(internal|hidden)"|\bx-(internal|hidden)\s*:/;

/**
 * The description `written` modelled from `base`, or undefined when its edit is not confined to
 * path items that this can redo exactly (then model it whole). `written` is not changed.
 */
export async function remodel(
  base: RemodelBase,
  written: LoadedDocument,
  options: ApiGenOptions,
): Promise<{ api: ModelledApi; base: RemodelBase } | undefined> {
  const { doc } = written;
  if (base.api.externalRefs || base.api.internal.length > 0 || !isObject(doc.paths) || '$self' in doc) return undefined;
  if (INTERNAL_MARK.test(written.text)) return undefined;
  const parts = documentParts(doc);
  if (parts.rest !== base.parts.rest) return undefined;
  const paths = doc.paths as JsonObject;
  const changed = new Set([...parts.paths].filter(([p, key]) => base.parts.paths.get(p) !== key).map(([p]) => p));
  const oldPaths = base.resolved.doc.paths as JsonObject;
  const resolvedPaths: JsonObject = {};
  /** The resolved components the new items now hold. */
  const spliced = new WeakSet<object>();
  try {
    const { paths: _, ...top } = doc;
    await validateDocument({
      ...written,
      doc: { ...top, paths: Object.fromEntries([...changed].map((p) => [p, paths[p]])) },
    });
    checkOperationIds(written, doc as unknown as OpenApiDocument);
  } catch (error) {
    if (error instanceof SpecError) return undefined;
    throw error;
  }
  const routeBase = options.routeBase ?? '/api';
  for (const p of Object.keys(paths)) {
    if (!changed.has(p)) {
      resolvedPaths[p] = oldPaths[p];
      continue;
    }
    const item = spliceRefs(structuredClone(paths[p]), base.resolved, spliced);
    if (item === undefined) return undefined;
    resolvedPaths[p] = item;
  }
  const resolved: ResolvedDocument = {
    doc: { ...base.resolved.doc, paths: resolvedPaths } as OpenApiDocument,
    refOf: base.resolved.refOf,
  };
  if (options.foreignLinks) {
    const policy = { routeBase, base: absoluteUrl(resolved.doc.externalDocs?.url) };
    // Only the new items' own text: the components' was rewritten when they were resolved.
    for (const p of changed) rewriteSpecLinks(resolvedPaths[p], policy, (node) => spliced.has(node));
  }
  const model = buildModel(resolved.doc, resolved.refOf, modelReuse(base.api.model));
  const api = withFindingsOnRead(
    { specFile: options.specFile, model, layout: apiSteps.layout(model, routeBase), internal: [], externalRefs: false },
    written,
  );
  return { api, base: { parts, resolved, api } };
}

/**
 * `api` with its findings (coverage, examples, example fit: read of the whole document, a third of
 * a second on GitHub's) made when first read: the pages do not show them, so a save's open page is
 * written before they are made (they are read when the section is laid out).
 */
function withFindingsOnRead(
  api: Omit<ModelledApi, 'coverage' | 'examples' | 'exampleFit'>,
  written: LoadedDocument,
): ModelledApi {
  const onRead = <K extends 'coverage' | 'examples' | 'exampleFit'>(key: K) => {
    let made: ModelledApi[K] | undefined;
    Object.defineProperty(api, key, {
      enumerable: true,
      get: () => (made ??= apiSteps[key](written) as ModelledApi[K]),
    });
  };
  onRead('coverage');
  onRead('examples');
  onRead('exampleFit');
  return api as ModelledApi;
}

/**
 * `item` (a copy of a path item as written) with each `$ref` replaced by the resolved component
 * it names, as the resolver does; undefined for a `$ref` this does not repeat exactly.
 */
function spliceRefs(item: unknown, resolved: ResolvedDocument, targets: WeakSet<object>): unknown {
  dropSchemaIds(item);
  let exact = true;
  const splice = (node: unknown): unknown => {
    if (!exact || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      node.forEach((child, i) => (node[i] = splice(child)));
      return node;
    }
    const record = node as JsonObject;
    if ('$ref' in record) {
      const ref = record.$ref;
      const target =
        typeof ref === 'string' && ref.startsWith('#/components/')
          ? valueAt(resolved.doc, refSegments(ref))
          : undefined;
      if (Object.keys(record).length !== 1 || target === null || typeof target !== 'object') {
        exact = false;
        return node;
      }
      if (!resolved.refOf.has(target)) resolved.refOf.set(target, ref as string);
      targets.add(target);
      return target;
    }
    for (const [key, child] of Object.entries(record)) record[key] = splice(child);
    return record;
  };
  const result = splice(item);
  return exact ? result : undefined;
}
