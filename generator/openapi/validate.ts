import { Validator } from '@seriousme/openapi-schema-validator';
import { SpecError, jsonPointer } from '../lib/errors.ts';
import { place, type LoadedDocument } from './load.ts';
import type { OpenApiDocument } from './resolve.ts';
import { operationsOf } from './spec-kinds.ts';

export { HTTP_METHOD_FIELDS as HTTP_METHODS } from './spec-kinds.ts';

export type OpenApiVersion = '3.0' | '3.1' | '3.2';

/** Rejects anything that is not OpenAPI 3.0, 3.1 or 3.2, with a message saying what to do instead. */
export function checkVersion(loaded: LoadedDocument): OpenApiVersion {
  const { doc, file } = loaded;
  if (typeof doc.swagger === 'string') {
    throw new SpecError(
      file,
      place(loaded, '#/swagger'),
      `Swagger ${doc.swagger} is not supported; only OpenAPI 3.0, 3.1 and 3.2 are`,
      'convert the document to OpenAPI 3 (for example with swagger2openapi) and try again',
    );
  }
  if (typeof doc.openapi !== 'string') {
    throw new SpecError(
      file,
      '#',
      'the document has no `openapi` version field',
      'add `openapi: 3.1.0` (or 3.0.x) at the top',
    );
  }
  const match = /^3\.([012])\.\d+/.exec(doc.openapi);
  if (!match) {
    throw new SpecError(
      file,
      place(loaded, '#/openapi'),
      `OpenAPI ${doc.openapi} is not supported; only 3.0.x, 3.1.x and 3.2.x are`,
      'use an OpenAPI 3.0, 3.1 or 3.2 document',
    );
  }
  return `3.${match[1]}` as OpenApiVersion;
}

let validator: Validator | undefined;

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The most specific of the validator's errors: the deepest place, without the oneOf noise. */
function bestError(errors: AjvError[]): { pointer: string; reason: string } {
  const depth = (e: AjvError) => (e.instancePath === '' ? 0 : e.instancePath.split('/').length);
  const maxDepth = Math.max(...errors.map(depth));
  const deepest = errors.filter((e) => depth(e) === maxDepth);
  const useful = deepest.filter(
    (e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.params?.missingProperty !== '$ref',
  );
  const chosen = useful.length > 0 ? useful : deepest;
  const reasons = [
    ...new Set(
      chosen.map((e) => {
        if (e.keyword === 'additionalProperties')
          return `unexpected property "${String(e.params?.additionalProperty)}"`;
        // The 3.2 schema closes its objects with unevaluatedProperties.
        if (e.keyword === 'unevaluatedProperties')
          return `unexpected property "${String(e.params?.unevaluatedProperty)}"`;
        if (e.keyword === 'enum') return `${e.message}: ${JSON.stringify(e.params?.allowedValues)}`;
        return e.message ?? e.keyword;
      }),
    ),
  ];
  return { pointer: '#' + chosen[0].instancePath, reason: reasons.join('; or ') };
}

/** The OpenAPI schema's check: a document that passes is an OpenAPI document (its `$ref`s still unresolved). */
type SchemaCheck = ((doc: unknown) => doc is OpenApiDocument) & { errors?: AjvError[] | null };

/**
 * The validator's compiled schema check for an OpenAPI version ('3.0', '3.1' or '3.2', each the
 * published schema the package ships in `schemas/v3.x/`). Its `validate()`
 * then walks every reference of a structured clone of the document (half a second on GitHub's
 * description) with a result this generator has no use for (see validateDocument), so the compiled
 * check is called directly. `getAjvValidator` is the method `validate()` uses; it is not in the
 * package's types, hence the cast, and the version is pinned.
 */
function schemaCheck(version: OpenApiVersion): SchemaCheck {
  validator ??= new Validator();
  const compiled = (validator as unknown as { getAjvValidator?: (v: string) => SchemaCheck }).getAjvValidator;
  if (typeof compiled !== 'function')
    throw new Error(
      '@seriousme/openapi-schema-validator no longer has getAjvValidator(): update generator/openapi/validate.ts',
    );
  return compiled.call(validator, version);
}

/** Validates against the official OpenAPI schema for the document's version, then checks what the schema cannot. */
export async function validateDocument(loaded: LoadedDocument): Promise<void> {
  const version = checkVersion(loaded);
  // The validator's own reference walk is skipped: it rejects valid JSON Schema 2020-12 (a
  // `$dynamicAnchor` reused in separate schemas), and references are checked by checkLocalRefs
  // and resolved by the resolver. Compiling the OpenAPI schema is slow, so the check is shared;
  // it reads the document without changing it.
  const check = schemaCheck(version);
  if (!check(loaded.doc)) {
    const errors = check.errors ?? [];
    const { pointer, reason } =
      errors.length > 0
        ? bestError(errors)
        : { pointer: '#', reason: 'the document does not match the OpenAPI schema' };
    throw new SpecError(
      loaded.file,
      place(loaded, pointer),
      `not a valid OpenAPI document: ${reason}`,
      'correct that part of the document so it matches the OpenAPI specification',
    );
  }
  checkOperationIds(loaded, loaded.doc);
  checkTagParents(loaded);
}

/** 3.2's nested tags: a `parent` names a declared tag, and no tag is its own ancestor (the schema cannot say so). */
function checkTagParents(loaded: LoadedDocument): void {
  const tags = Array.isArray(loaded.doc.tags) ? (loaded.doc.tags as unknown[]) : [];
  const parentOf = new Map<string, { parent: string; index: number }>();
  tags.forEach((tag, index) => {
    if (tag && typeof tag === 'object' && typeof (tag as { parent?: unknown }).parent === 'string') {
      parentOf.set(String((tag as { name: unknown }).name), { parent: (tag as { parent: string }).parent, index });
    }
  });
  const names = new Set(tags.map((t) => String((t as { name?: unknown })?.name)));
  for (const [name, { parent, index }] of parentOf) {
    const pointer = jsonPointer(['tags', index, 'parent']);
    if (!names.has(parent)) {
      throw new SpecError(
        loaded.file,
        place(loaded, pointer),
        `the tag "${name}" names the parent "${parent}", which is not a tag of the document`,
        'name a tag listed in `tags`, or add that tag',
      );
    }
    const trail = [name];
    for (let at: string | undefined = parent; at !== undefined; at = parentOf.get(at)?.parent) {
      if (trail.includes(at)) {
        throw new SpecError(
          loaded.file,
          place(loaded, pointer),
          `the tag "${name}" is nested in itself (${[...trail, at].join(' → ')})`,
          'give the tags a parent chain that ends at a tag without `parent`',
        );
      }
      trail.push(at);
    }
  }
}

/** Every operationId is used once (the schema cannot say so); `doc` is `loaded.doc`, which passed the schema check. */
export function checkOperationIds(loaded: LoadedDocument, doc: OpenApiDocument): void {
  const seen = new Map<string, string>();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const { operation, at } of operationsOf(item)) {
      const id = operation.operationId;
      if (typeof id !== 'string') continue;
      const pointer = jsonPointer(['paths', p, ...at, 'operationId']);
      const first = seen.get(id);
      if (first) {
        throw new SpecError(
          loaded.file,
          place(loaded, pointer),
          `duplicate operationId "${id}" (already used at ${first})`,
          'give every operation its own operationId',
        );
      }
      seen.set(id, pointer);
    }
  }
}
