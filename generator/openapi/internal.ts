/**
 * `x-internal: true` / `x-hidden: true`: parts of a description that are never published. This
 * pass removes them from the raw document before anything is made from it (pages, sidebar,
 * search, samples, the downloadable `/openapi.*`), so no later step can leak them.
 *
 * Rules (docs/openapi-coverage.md):
 * - Honoured on the objects listed in MARKABLE; on an object of another kind it has no effect.
 * - A public security requirement naming an internal security scheme is an error.
 * - An operation with an internal tag is internal.
 * - A public part that `$ref`s an internal part is an error naming both (the safe default: the
 *   author decides whether the referring part is internal too).
 * - Components that only internal parts used are removed with them (they would otherwise be
 *   published in `/openapi.*` without a reader-facing use); components nothing ever referenced stay.
 * - A removed property leaves the `required` lists naming it (its schema's, and allOf combinations'); a tag whose operations were all removed
 *   leaves `tags` and `x-tagGroups`; a discriminator mapping entry to a removed schema goes.
 */
import YAML, { isMap, isNode, isScalar, isSeq, type YAMLMap, type YAMLSeq } from 'yaml';
import { SpecError, jsonPointer, pointerSegment, refSegments } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import type { LoadedDocument } from './load.ts';
import { forEachRef } from './resolve.ts';
import { COMPONENT_KINDS, HTTP_METHOD_FIELDS, slotAt, walkSpec, type Kind, type Path } from './spec-kinds.ts';

export const INTERNAL_MARKS = ['x-internal', 'x-hidden'] as const;

/** Kinds on which an internal mark removes the object. */
export const MARKABLE: ReadonlySet<Kind> = new Set<Kind>([
  'pathItem',
  'operation',
  'parameter',
  'requestBody',
  'mediaType',
  'encoding',
  'response',
  'header',
  'link',
  'callback',
  'example',
  'schema',
  'tag',
  'server',
  'securityScheme',
]);

/** Component sections whose entries are only used through `$ref`s (security schemes are named, not referenced). */
export const REFERENCED_COMPONENTS: ReadonlySet<string> = new Set(
  Object.keys(COMPONENT_KINDS).filter((section) => section !== 'securitySchemes'),
);

function isInternal(node: JsonObject): boolean {
  return INTERNAL_MARKS.some((mark) => node[mark] === true);
}

const pointerSet = (paths: Path[]): Set<string> => new Set(paths.map(jsonPointer));

/** The outermost of a path and its ancestors that is in the set, if any. */
function outermostUnder(path: Path, set: Set<string>): Path | undefined {
  let pointer = '#';
  if (set.has(pointer)) return [];
  for (let i = 0; i < path.length; i++) {
    pointer += '/' + pointerSegment(path[i]);
    if (set.has(pointer)) return path.slice(0, i + 1);
  }
  return undefined;
}

const isUnder = (path: Path, set: Set<string>): boolean => outermostUnder(path, set) !== undefined;

const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((s, i) => String(s) === String(path[i]));

/** The component (`['components', 'schemas', 'Run']`) a path is in, if any. */
function componentOf(path: Path): Path | undefined {
  return path[0] === 'components' && path.length >= 3 && REFERENCED_COMPONENTS.has(String(path[1]))
    ? path.slice(0, 3)
    : undefined;
}

interface LocalRef {
  from: Path;
  to: Path;
}

/** Every local `$ref` and where it is written (example values are data and skipped, as in checkLocalRefs). */
function localRefs(doc: unknown): LocalRef[] {
  const refs: LocalRef[] = [];
  forEachRef(doc, (ref, from) => {
    if (ref.startsWith('#')) refs.push({ from, to: refSegments(ref) });
  });
  return refs;
}

function get(doc: unknown, path: Path): unknown {
  let node = doc;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** The mapping at a path, or undefined when something else (or nothing) is there. */
function objectAt(doc: unknown, path: Path): JsonObject | undefined {
  const node = get(doc, path);
  return isObject(node) ? node : undefined;
}

/** Finds what to remove; throws SpecError when a public part refers to an internal one. */
export function internalParts(doc: JsonObject, file: string, placeOf: (pointer: string) => string = (p) => p): Path[] {
  const marked: Path[] = [];
  const internalTags = new Set(
    Array.isArray(doc.tags) ? doc.tags.filter((t) => isObject(t) && isInternal(t)).map((t) => String(t.name)) : [],
  );
  const operations: Array<{ path: Path; tags: string[] }> = [];
  const discriminators: Path[] = [];
  const requirements: Path[] = [];
  walkSpec(doc, ({ kind, node, path, reference }) => {
    if (kind === 'operation' && !reference)
      operations.push({ path, tags: Array.isArray(node.tags) ? node.tags.map(String) : [] });
    if ((kind === 'operation' || kind === 'document') && Array.isArray(node.security))
      requirements.push([...path, 'security']);
    if (
      path.length > 0 &&
      MARKABLE.has(kind) &&
      (isInternal(node) ||
        (kind === 'operation' &&
          Array.isArray(node.tags) &&
          node.tags.some((t: unknown) => internalTags.has(String(t)))))
    ) {
      marked.push(path);
      return false;
    }
    if (kind === 'discriminator' && isObject(node.mapping)) discriminators.push(path);
  });
  if (marked.length === 0) return [];
  // Prefix checks against sets of pointers: a large description has tens of thousands of refs.
  const markedSet = pointerSet(marked);
  const withEmptied = (list: Path[]) => [...list, ...emptiedContainers(doc, list)];

  for (const p of emptiedContainers(doc, marked)) {
    marked.push(p);
    markedSet.add(jsonPointer(p));
  }
  // Components reachable from what stays; those only internal parts used go too.
  const refs = localRefs(doc);
  const refsFrom = new Map<string, LocalRef[]>();
  const everReferenced = new Set<string>();
  for (const ref of refs) {
    const target = componentOf(ref.to);
    const source = componentOf(ref.from);
    const sourceKey = source ? jsonPointer(source) : '#';
    if (!refsFrom.has(sourceKey)) refsFrom.set(sourceKey, []);
    refsFrom.get(sourceKey)!.push(ref);
    if (target && !(source && isPrefix(source, target))) everReferenced.add(jsonPointer(target));
  }
  const reachable = new Set<string>();
  const queue: string[] = [];
  // From the document outside the referenced components, and from components nothing ever referenced.
  const roots = ['#'];
  for (const [section, entries] of Object.entries(isObject(doc.components) ? doc.components : {})) {
    if (!REFERENCED_COMPONENTS.has(section) || !isObject(entries)) continue;
    for (const name of Object.keys(entries)) {
      const pointer = jsonPointer(['components', section, name]);
      if (!everReferenced.has(pointer) && !isUnder(['components', section, name], markedSet)) roots.push(pointer);
    }
  }
  const reach = (fromKey: string) => {
    for (const ref of refsFrom.get(fromKey) ?? []) {
      if (isUnder(ref.from, markedSet)) continue;
      const target = componentOf(ref.to);
      if (!target) continue;
      const key = jsonPointer(target);
      if (!reachable.has(key) && !isUnder(target, markedSet)) {
        reachable.add(key);
        queue.push(key);
      }
    }
  };
  roots.forEach(reach);
  while (queue.length > 0) reach(queue.shift()!);
  const orphans = [...everReferenced]
    .filter((p) => !reachable.has(p))
    .map(refSegments)
    .filter((p) => !isUnder(p, markedSet));
  const gone = withEmptied([...marked, ...orphans]);
  const goneSet = pointerSet(gone);
  const removed = (path: Path) => isUnder(path, goneSet);

  for (const ref of refs) {
    if (removed(ref.from)) continue;
    const target = outermostUnder(ref.to, goneSet);
    if (!target) continue;
    const where = jsonPointer([...ref.from, '$ref']);
    throw new SpecError(
      file,
      placeOf(where),
      `this public part refers to ${jsonPointer(ref.to)}, which is internal (x-internal or x-hidden at ${jsonPointer(target)}) and is never published`,
      `mark the part holding the $ref internal too (x-internal: true), or remove x-internal/x-hidden from ${jsonPointer(target)}`,
    );
  }

  // Security requirements name schemes instead of referring to them; dropping the name would
  // change what the requirement asks for, so a public one naming an internal scheme is an error.
  for (const list of requirements) {
    if (removed(list)) continue;
    (get(doc, list) as unknown[]).forEach((requirement, i) => {
      for (const name of Object.keys(isObject(requirement) ? requirement : {})) {
        const scheme = ['components', 'securitySchemes', name];
        if (!removed(scheme)) continue;
        const where = jsonPointer([...list, i, name]);
        throw new SpecError(
          file,
          placeOf(where),
          `this public security requirement names the scheme ${jsonPointer(scheme)}, which is internal and never published`,
          `mark the operation internal too, use another scheme here, or remove x-internal/x-hidden from ${jsonPointer(scheme)}`,
        );
      }
    });
  }

  // What the removals leave behind: required names, tags, tag groups, discriminator mappings.
  const derived: Path[] = [];
  // A removed property leaves the `required` lists that name it: its schema's, and those of the
  // schemas combining that schema by `allOf` (and their other parts), unless they define a
  // property of that name themselves.
  const allOfParts = (combined: Path): Path[] => {
    const parts = objectAt(doc, combined)?.allOf;
    return Array.isArray(parts) ? parts.map((_, i) => [...combined, 'allOf', i]) : [];
  };
  const allOfRefsTo = new Map<string, Path[]>();
  for (const ref of refs) {
    if (ref.from.length < 2 || ref.from[ref.from.length - 2] !== 'allOf') continue;
    const key = jsonPointer(ref.to);
    if (!allOfRefsTo.has(key)) allOfRefsTo.set(key, []);
    allOfRefsTo.get(key)!.push(ref.from.slice(0, -2));
  }
  const combinersOf = (schema: Path): Path[] => [
    ...(schema.length >= 2 && schema[schema.length - 2] === 'allOf' ? [schema.slice(0, -2)] : []),
    ...(allOfRefsTo.get(jsonPointer(schema)) ?? []),
  ];
  const namesByHolder = new Map<string, { holder: Path; names: Set<string> }>();
  for (const path of gone) {
    if (path.length < 3 || path[path.length - 2] !== 'properties') continue;
    const schema = path.slice(0, -2);
    const holders = [schema, ...combinersOf(schema).flatMap((c) => [c, ...allOfParts(c)])];
    for (const holder of holders) {
      const ownProperties = (get(doc, [...holder, 'properties']) ?? {}) as Record<string, unknown>;
      const name = String(path[path.length - 1]);
      if (!isPrefix(holder, path) && Object.hasOwn(ownProperties, name)) continue;
      const key = jsonPointer(holder);
      if (!namesByHolder.has(key)) namesByHolder.set(key, { holder, names: new Set() });
      namesByHolder.get(key)!.names.add(name);
    }
  }
  for (const { holder, names } of namesByHolder.values()) {
    const required = objectAt(doc, holder)?.required;
    if (!Array.isArray(required) || removed(holder) || !required.some((n) => names.has(String(n)))) continue;
    // OpenAPI 3.0 does not allow an empty `required`: drop the list when nothing is left.
    if (required.every((n) => names.has(String(n)))) derived.push([...holder, 'required']);
    else
      required.forEach((n: unknown, i: number) => {
        if (names.has(String(n))) derived.push([...holder, 'required', i]);
      });
  }
  const tagsStaying = new Set(operations.filter((op) => !removed(op.path)).flatMap((op) => op.tags));
  const tagsGone = new Set([
    ...internalTags,
    ...operations
      .filter((op) => removed(op.path))
      .flatMap((op) => op.tags)
      .filter((t) => !tagsStaying.has(t)),
  ]);
  if (Array.isArray(doc.tags))
    doc.tags.forEach((t: unknown, i: number) => {
      if (isObject(t) && tagsGone.has(String(t.name)) && !isInternal(t)) derived.push(['tags', i]);
    });
  if (Array.isArray(doc['x-tagGroups'])) {
    doc['x-tagGroups'].forEach((group: unknown, g: number) => {
      if (!isObject(group) || !Array.isArray(group.tags)) return;
      const gonePositions = group.tags.flatMap((t: unknown, i: number) => (tagsGone.has(String(t)) ? [i] : []));
      if (gonePositions.length === group.tags.length && gonePositions.length > 0) derived.push(['x-tagGroups', g]);
      else for (const i of gonePositions) derived.push(['x-tagGroups', g, 'tags', i]);
    });
  }
  for (const path of discriminators) {
    if (removed(path)) continue;
    const mapping = objectAt(doc, [...path, 'mapping']) ?? {};
    for (const [key, value] of Object.entries(mapping)) {
      if (typeof value === 'string' && value.startsWith('#') && removed(refSegments(value)))
        derived.push([...path, 'mapping', key]);
    }
  }
  const all = [...gone, ...derived.filter((p) => !removed(p))];
  // Only the outermost removals: a part inside a removed part goes with it.
  const allSet = pointerSet(all);
  return all.filter((p) => !isUnder(p.slice(0, -1), allSet)).sort(comparePaths);
}

/**
 * Containers the removals leave empty, which would still publish their own names (a callback's
 * name, a path, a webhook): a map or list of entries with none left, and a path item whose
 * operations are all gone. Document-level fields stay (OpenAPI 3.0 requires `paths`).
 */
function emptiedContainers(doc: JsonObject, removedPaths: Path[]): Path[] {
  const gone = new Set(removedPaths.map(jsonPointer));
  const added: Path[] = [];
  const isGone = (path: Path) => gone.has(jsonPointer(path));
  let candidates = removedPaths.map((p) => p.slice(0, -1));
  while (candidates.length > 0) {
    const next: Path[] = [];
    for (const container of candidates) {
      if (container.length <= 1 || isGone(container)) continue;
      const value = get(doc, container);
      if (value === null || typeof value !== 'object') continue;
      const slot = slotAt(container);
      const kind = slot && 'kind' in slot ? slot.kind : undefined;
      const isCollection = kind === 'callback' || (slot !== undefined && 'collectionOf' in slot);
      const keys =
        kind === 'pathItem'
          ? [...HTTP_METHOD_FIELDS, 'additionalOperations'].filter((m) => m in value)
          : Array.isArray(value)
            ? value.map((_, i) => i)
            : Object.keys(value).filter((k) => !k.startsWith('x-'));
      if (!(isCollection || kind === 'pathItem') || keys.length === 0 || !keys.every((k) => isGone([...container, k])))
        continue;
      gone.add(jsonPointer(container));
      added.push(container);
      next.push(container.slice(0, -1));
    }
    candidates = next;
  }
  return added;
}

function comparePaths(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (String(a[i]) === String(b[i])) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (a[i] as number) - (b[i] as number);
    return String(a[i]) < String(b[i]) ? -1 : 1;
  }
  return a.length - b.length;
}

/** Removes the paths from a plain object tree; later array positions first, so earlier ones stay valid. */
function deletePaths(doc: JsonObject, paths: Path[]): void {
  for (const path of [...paths].sort(comparePaths).reverse()) {
    const parent = get(doc, path.slice(0, -1));
    const last = path[path.length - 1];
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (isObject(parent)) delete parent[last as string];
  }
}

/** Comments written inside a span of the text or on the comment lines right above it. */
function commentsOf(text: string, start: number, end: number): string[] {
  let from = text.lastIndexOf('\n', start - 1) + 1;
  // Comment-only lines directly above belong to the part (they describe it).
  for (;;) {
    const previousStart = text.lastIndexOf('\n', from - 2) + 1;
    if (from === 0 || !/^\s*#/.test(text.slice(previousStart, from - 1))) break;
    from = previousStart;
  }
  const comments: string[] = [];
  for (const line of text.slice(from, end).split('\n')) {
    const match = /(?:^|\s)#(.*)$/.exec(line);
    if (match && match[1].trim() !== '') comments.push(match[1].trim());
  }
  return comments;
}

/** An entry of a YAML map or sequence: where it is, its value node, and its text (a map entry's from its key). */
interface YamlEntry {
  container: YAMLMap | YAMLSeq;
  index: number;
  value: unknown;
  start: number | undefined;
  end: number | undefined;
}

/**
 * The same removals on the YAML text, so the published file keeps the author's comments and layout
 * everywhere else. Undefined when that is not possible (aliases, unusual keys), or when a comment
 * of a removed part would survive (the YAML library attaches some comments to a neighbour): the
 * caller then prints the stripped document afresh, without comments.
 */
function deleteInYaml(text: string, paths: Path[], expected: unknown): string | undefined {
  const yamlDoc = YAML.parseDocument(text);
  const rangeOf = (node: unknown) => (isNode(node) ? (node.range ?? undefined) : undefined);
  const findChild = (node: unknown, segment: string | number): YamlEntry | undefined => {
    if (isMap(node)) {
      const index = node.items.findIndex(
        (pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)) === String(segment),
      );
      if (index < 0) return undefined;
      const { key, value } = node.items[index];
      return { container: node, index, value, start: rangeOf(key)?.[0], end: rangeOf(value)?.[2] };
    }
    if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      const item = node.items[segment];
      return { container: node, index: segment, value: item, start: rangeOf(item)?.[0], end: rangeOf(item)?.[2] };
    }
    return undefined;
  };
  const removedComments: string[] = [];
  for (const path of [...paths].sort(comparePaths).reverse()) {
    let node: unknown = yamlDoc.contents;
    let found: YamlEntry | undefined;
    for (const segment of path) {
      found = findChild(node, segment);
      if (!found) return undefined;
      node = found.value;
    }
    const { container, index, start, end } = found!;
    if (start === undefined || end === undefined) return undefined;
    removedComments.push(...commentsOf(text, start, end));
    // A comment above a collection's first entry is kept on the collection itself.
    if (index === 0) container.commentBefore = undefined;
    container.items.splice(index, 1);
  }
  const result = yamlDoc.toString({ lineWidth: 0, flowCollectionPadding: false });
  if (removedComments.some((comment) => result.includes(`#${comment}`) || result.includes(`# ${comment}`)))
    return undefined;
  return JSON.stringify(YAML.parse(result, { maxAliasCount: 10000 })) === JSON.stringify(expected) ? result : undefined;
}

/** Removes every internal part; returns the loaded document to publish and build from. */
export function stripInternal(
  loaded: LoadedDocument,
  placeOf: (pointer: string) => string = (p) => p,
): LoadedDocument & { removed: Path[] } {
  const removed = internalParts(loaded.doc, loaded.file, placeOf);
  if (removed.length === 0) return { ...loaded, removed };
  const doc = structuredClone(loaded.doc);
  deletePaths(doc, removed);
  const text =
    loaded.format === 'yaml'
      ? (deleteInYaml(loaded.text, removed, doc) ?? YAML.stringify(doc, { lineWidth: 0 }))
      : JSON.stringify(doc, null, 2) + '\n';
  return { ...loaded, doc, text, removed };
}
