import path from 'node:path';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { $RefParser } from '@apidevtools/json-schema-ref-parser';
import { SpecError, jsonPointer, refSegments } from '../lib/errors.ts';
import { place, type LoadedDocument } from './load.ts';

/** A document whose version and schema were checked (validate.ts) and whose `$ref`s are resolved. */
export type OpenApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document;

export interface ResolvedDocument {
  doc: OpenApiDocument;
  /** For every object a `$ref` pointed at, the pointer it came from (`#/components/schemas/Run`). */
  refOf: WeakMap<object, string>;
}

/**
 * Replaces every `$ref` by its target (local files too; never the network). Circular schemas
 * stay circular as shared objects; the model cuts them and links back instead of recursing.
 * Callers run checkLocalRefs first (a walk of the whole document, so once), which names the place
 * of a `$ref` that points at nothing better than the resolver's error does.
 */
export async function resolveRefs(
  loaded: LoadedDocument,
  options: {
    inPlace?: boolean /** False when checkLocalRefs found none: the resolver then skips its walk for them. */;
    externalRefs?: boolean;
  } = {},
): Promise<ResolvedDocument> {
  const refOf = new WeakMap<object, string>();
  const parser = new $RefParser();
  try {
    // In place saves a copy of a large document; then `loaded.doc` is the resolved one afterwards.
    const input = options.inPlace ? loaded.doc : structuredClone(loaded.doc);
    dropSchemaIds(input);
    const doc = await parser.dereference(path.resolve(loaded.file), input, {
      resolve: { http: false, external: options.externalRefs ?? true },
      dereference: {
        circular: true,
        onDereference(ref: string, value: unknown) {
          if (value && typeof value === 'object' && !refOf.has(value)) refOf.set(value, ref);
        },
      },
    });
    return { doc: doc as OpenApiDocument, refOf };
  } catch (error) {
    const err = error as Error & { path?: string; source?: string; errors?: Array<Error & { path?: string[] }> };
    const message = String(err.message ?? err);
    const pointerMatch = /"(#[^"]*)"|(#\/[^\s"']*)/.exec(message);
    const pointer = pointerMatch ? (pointerMatch[1] ?? pointerMatch[2]) : '';
    const missing = /missing|not found|Error resolving|ENOENT|MissingPointer/i.test(message + err.name);
    throw new SpecError(
      loaded.file,
      pointer ? place(loaded, pointer) : '',
      `cannot resolve a $ref: ${message.split('\n')[0]}`,
      missing ? 'point the $ref at something that exists (check the spelling of the component name)' : 'fix the $ref',
    );
  }
}

function lookup(doc: unknown, pointer: string): boolean {
  let node = doc;
  for (const key of refSegments(pointer)) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Finds a local `$ref` that points at nothing, and names where the `$ref` is written. Says whether
 * the document has `$ref`s to other files.
 */
export function checkLocalRefs(loaded: LoadedDocument): { externalRefs: boolean } {
  let externalRefs = false;
  forEachRef(loaded.doc, (ref, at) => {
    if (!ref.startsWith('#')) externalRefs = true;
    else if (!lookup(loaded.doc, ref)) {
      const where = jsonPointer([...at, '$ref']);
      throw new SpecError(
        loaded.file,
        place(loaded, where),
        `the $ref "${ref}" points at nothing in this document`,
        'point the $ref at an existing component (check the spelling of its name) or add the missing component',
      );
    }
  });
  return { externalRefs };
}

/** Calls `visit` with every `$ref` of a document and the path of the object that holds it. */
export function forEachRef(doc: unknown, visit: (ref: string, at: Array<string | number>) => void): void {
  const stack: Array<[unknown, Array<string | number>]> = [[doc, []]];
  while (stack.length > 0) {
    const [node, at] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      node.forEach((child, i) => stack.push([child, [...at, i]]));
      continue;
    }
    const ref = (node as Record<string, unknown>).$ref;
    if (typeof ref === 'string') visit(ref, at);
    for (const [key, child] of Object.entries(node)) {
      // Example values are data, not schemas: a "$ref" key inside one is not a reference.
      if (key === 'example') continue;
      if (child !== null && typeof child === 'object') stack.push([child, [...at, key]]);
    }
  }
}

/**
 * Removes schema `$id`s. In JSON Schema a `$id` moves the base URI, so a `#/components/...` ref
 * below it would point into that URL instead of this document; authors mean the document (and
 * the reference has no use for the ids), so refs resolve against the document.
 */
export function dropSchemaIds(doc: unknown): void {
  forEachObject(doc, (record) => {
    if (typeof record.$id === 'string') delete record.$id;
  });
}

/** Calls `visit` on every object below `root` (arrays crossed), except inside `example` values, which are data. */
function forEachObject(root: unknown, visit: (record: Record<string, unknown>) => void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const record = node as Record<string, unknown>;
    visit(record);
    for (const [key, child] of Object.entries(record))
      if (key !== 'example' && child !== null && typeof child === 'object') stack.push(child);
  }
}

/**
 * OpenAPI 3.2's `$self` is the document's base URI: a `$ref` that resolves against it to the
 * document itself (`https://api.example.com/openapi.yaml#/components/schemas/Run`, or
 * `openapi.yaml#/…` beside it) is a local reference, rewritten to `#/…` in place so the checks and
 * the resolver treat it as one. Other relative `$ref`s still resolve against the file's own place
 * (the generator reads local files only, never `$self`'s server). Returns how many were rewritten.
 */
export function localizeSelfRefs(doc: Record<string, unknown>): number {
  const self = doc.$self;
  if (typeof self !== 'string' || self === '') return 0;
  // A relative `$self` is relative to wherever the document is served: any base compares alike.
  const base = new URL(self, 'https://document.invalid/');
  const sameDocument = (ref: string): string | undefined => {
    if (ref.startsWith('#')) return undefined;
    let target: URL;
    try {
      target = new URL(ref, base);
    } catch {
      return undefined;
    }
    const fragment = target.hash;
    target.hash = '';
    return target.href === base.href ? (fragment === '' ? '#' : decodeURIComponent(fragment)) : undefined;
  };
  let count = 0;
  forEachObject(doc, (record) => {
    const local = typeof record.$ref === 'string' ? sameDocument(record.$ref) : undefined;
    if (local !== undefined) {
      record.$ref = local;
      count++;
    }
  });
  return count;
}
