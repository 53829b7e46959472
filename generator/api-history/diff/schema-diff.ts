import { isObject, type JsonObject } from '../../lib/json.ts';
import { child, resolve, resolveObject, type At } from './document.ts';
import type { ChangeKind, ChangeLevel } from './types.ts';

/** Which way data flows: a client sends requests (narrowing breaks it) and reads responses (widening breaks it). */
export type Direction = 'request' | 'response';

/** One change found inside a schema, before it is tied to an operation. */
export interface SchemaFinding {
  kind: ChangeKind;
  level: ChangeLevel;
  fieldPath: string[];
  pointer: string;
  /** The component schema the change is written in, if any. */
  schemaName?: string;
  /** Completes "<subject> …": `was removed`, `changed type from string to integer`. */
  predicate: string;
  /** What a client must do; `{field}` stands for the field's name as the message shows it. */
  action: string;
  /** The enum values added or removed. */
  values?: unknown[];
}

export interface DocumentPair {
  oldDoc: JsonObject;
  newDoc: JsonObject;
}

/** A schema with its `allOf` parts merged: properties with where each is written. */
interface FlatSchema {
  at: At;
  keywords: JsonObject;
  properties: Map<string, At>;
  required: Set<string>;
}

function flatten(doc: JsonObject, start: At, inside: ReadonlySet<string> = new Set()): FlatSchema {
  const at = resolveObject(doc, start);
  const flat: FlatSchema = { at, keywords: { ...at.value }, properties: new Map(), required: new Set() };
  const props = at.value.properties;
  if (isObject(props))
    for (const name of Object.keys(props)) flat.properties.set(name, child(child(at, 'properties'), name));
  if (Array.isArray(at.value.required))
    for (const name of at.value.required) if (typeof name === 'string') flat.required.add(name);
  // allOf parts add their properties and keywords; a part that includes the schema itself adds nothing more.
  if (Array.isArray(at.value.allOf) && !inside.has(at.pointer)) {
    const nested = new Set(inside).add(at.pointer);
    at.value.allOf.forEach((_, i) => {
      const part = flatten(doc, child(child(at, 'allOf'), i), nested);
      if (nested.has(part.at.pointer)) return;
      for (const [name, place] of part.properties) if (!flat.properties.has(name)) flat.properties.set(name, place);
      for (const name of part.required) flat.required.add(name);
      for (const [key, value] of Object.entries(part.keywords)) if (!(key in flat.keywords)) flat.keywords[key] = value;
    });
  }
  delete flat.keywords.allOf;
  if (flat.properties.size > 0 && flat.keywords.type === undefined) flat.keywords.type = 'object';
  return flat;
}

/** The JSON types a schema allows (`nullable` counts as `null`); undefined when any type is allowed. */
function typesOf(schema: JsonObject): Set<string> | undefined {
  let types: string[] | undefined;
  if (typeof schema.type === 'string') types = [schema.type];
  else if (Array.isArray(schema.type)) types = schema.type.filter((t): t is string => typeof t === 'string');
  if (!types) return undefined;
  const set = new Set(types);
  if (schema.nullable === true) set.add('null');
  return set;
}

/** Whether a value of type `t` is a valid value of a schema allowing `types` (an integer is a number). */
const allows = (types: Set<string>, t: string) => types.has(t) || (t === 'integer' && types.has('number'));
const typeText = (types: Set<string> | undefined) => (types ? [...types].join(' or ') : 'any type');
const valueText = (value: unknown) => (typeof value === 'string' ? `\`${value}\`` : `\`${JSON.stringify(value)}\``);
const listText = (values: unknown[]) => values.map(valueText).join(', ');

/** Formats whose values are a superset of another's. */
const WIDER_FORMAT: Record<string, string> = { int32: 'int64', float: 'double' };

/**
 * Whether pattern `after` surely accepts every string `before` accepted: it is `before` with
 * optional groups added (`^[a-z]+$` → `^[a-z]+(:[0-9]+)?$`). Other changes cannot be told apart
 * cheaply, so they count as narrowing.
 */
export function patternWidens(before: unknown, after: unknown): boolean {
  if (typeof before !== 'string' || typeof after !== 'string') return false;
  let stripped = after,
    previous;
  do {
    previous = stripped;
    stripped = stripped.replace(/\((?:\?:)?[^()]*\)[?*]/g, '');
  } while (stripped !== previous);
  return stripped === before;
}

/** Upper and lower bounds: lowering an upper bound or raising a lower one narrows what is valid. */
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems', 'maxProperties'] as const;
const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems', 'minProperties'] as const;

class SchemaWalk {
  readonly findings: SchemaFinding[] = [];
  /** Pairs of places being compared, so that a schema that contains itself is compared once. */
  private readonly active = new Set<string>();

  constructor(
    private readonly docs: DocumentPair,
    private readonly direction: Direction,
  ) {}

  private add(
    kind: ChangeKind,
    level: ChangeLevel,
    fieldPath: string[],
    at: At,
    predicate: string,
    action: string,
    values?: unknown[],
  ) {
    this.findings.push({
      kind,
      level,
      fieldPath,
      pointer: at.pointer,
      schemaName: at.schemaName,
      predicate,
      action,
      ...(values ? { values } : {}),
    });
  }

  compare(oldStart: At, newStart: At, fieldPath: string[]) {
    const pairKey = `${resolve(this.docs.oldDoc, oldStart).pointer}\n${resolve(this.docs.newDoc, newStart).pointer}`;
    if (this.active.has(pairKey)) return;
    this.active.add(pairKey);
    try {
      this.compareFlat(flatten(this.docs.oldDoc, oldStart), flatten(this.docs.newDoc, newStart), fieldPath);
    } finally {
      this.active.delete(pairKey);
    }
  }

  private compareFlat(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[]) {
    const o = oldS.keywords;
    const n = newS.keywords;
    const request = this.direction === 'request';
    if (o.deprecated !== true && n.deprecated === true && fieldPath.length > 0) {
      this.add(
        'field-deprecated',
        'deprecation',
        fieldPath,
        newS.at,
        'was deprecated',
        request ? 'Stop sending {field} before it is removed.' : 'Stop relying on {field} before it is removed.',
      );
    }
    const types = this.compareTypes(oldS, newS, fieldPath);
    if (types === 'disjoint') return;
    // A format that changes with the type is part of that one change.
    if (types === 'same') this.compareFormat(oldS, newS, fieldPath);
    this.compareEnum(oldS, newS, fieldPath);
    this.compareBounds(oldS, newS, fieldPath);
    this.compareProperties(oldS, newS, fieldPath);
    if (o.items !== undefined && n.items !== undefined)
      this.compare(child(oldS.at, 'items'), child(newS.at, 'items'), [...fieldPath, '[]']);
    if (isObject(o.additionalProperties) && isObject(n.additionalProperties)) {
      this.compare(child(oldS.at, 'additionalProperties'), child(newS.at, 'additionalProperties'), [
        ...fieldPath,
        '{key}',
      ]);
    } else if (
      request &&
      o.additionalProperties !== false &&
      n.additionalProperties === false &&
      newS.properties.size > 0
    ) {
      this.add(
        'constraint-changed',
        'breaking',
        fieldPath,
        newS.at,
        'no longer accepts fields it does not declare',
        'Send only the declared fields of {field}.',
      );
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) this.compareVariants(oldS, newS, fieldPath, keyword);
  }

  /** Reports a type change; 'disjoint' when the types share nothing (comparing further would only repeat it). */
  private compareTypes(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[]): 'same' | 'changed' | 'disjoint' {
    const oldTypes = typesOf(oldS.keywords);
    const newTypes = typesOf(newS.keywords);
    const same =
      oldTypes && newTypes
        ? oldTypes.size === newTypes.size && [...oldTypes].every((t) => newTypes.has(t))
        : oldTypes === newTypes;
    if (same) return 'same';
    const change = `changed type from ${typeText(oldTypes)} to ${typeText(newTypes)}`;
    if (this.direction === 'request') {
      // A request breaks when a value the client sent before is no longer valid.
      const narrowed =
        newTypes !== undefined && (oldTypes === undefined || [...oldTypes].some((t) => !allows(newTypes, t)));
      if (narrowed)
        this.add('type-changed', 'breaking', fieldPath, newS.at, change, `Send {field} as ${typeText(newTypes)}.`);
      else
        this.add(
          'type-changed',
          'non-breaking',
          fieldPath,
          newS.at,
          change,
          `{field} also accepts ${typeText(newTypes)} now.`,
        );
    } else {
      // A response breaks when the client may receive a value it did not expect.
      const widened =
        oldTypes !== undefined && (newTypes === undefined || [...newTypes].some((t) => !allows(oldTypes, t)));
      if (widened)
        this.add('type-changed', 'breaking', fieldPath, newS.at, change, `Read {field} as ${typeText(newTypes)}.`);
      else
        this.add(
          'type-changed',
          'non-breaking',
          fieldPath,
          newS.at,
          change,
          `{field} is now always ${typeText(newTypes)}.`,
        );
    }
    if (!oldTypes || !newTypes) return 'changed';
    const overlap = [...oldTypes].some((t) => allows(newTypes, t)) || [...newTypes].some((t) => allows(oldTypes, t));
    return overlap ? 'changed' : 'disjoint';
  }

  private compareFormat(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[]) {
    const oldFormat = typeof oldS.keywords.format === 'string' ? oldS.keywords.format : undefined;
    const newFormat = typeof newS.keywords.format === 'string' ? newS.keywords.format : undefined;
    if (oldFormat === newFormat) return;
    const change =
      oldFormat === undefined
        ? `now has format \`${newFormat}\``
        : newFormat === undefined
          ? `no longer has format \`${oldFormat}\``
          : `changed format from \`${oldFormat}\` to \`${newFormat}\``;
    const widened = newFormat === undefined || (oldFormat !== undefined && WIDER_FORMAT[oldFormat] === newFormat);
    const narrowed = oldFormat === undefined || (newFormat !== undefined && WIDER_FORMAT[newFormat] === oldFormat);
    if (this.direction === 'request') {
      if (widened)
        this.add('format-changed', 'non-breaking', fieldPath, newS.at, change, '{field} accepts more values now.');
      else
        this.add('format-changed', 'breaking', fieldPath, newS.at, change, `Send {field} in format \`${newFormat}\`.`);
    } else if (narrowed) {
      this.add(
        'format-changed',
        'non-breaking',
        fieldPath,
        newS.at,
        change,
        `{field} is now always in format \`${newFormat}\`.`,
      );
    } else {
      this.add(
        'format-changed',
        'breaking',
        fieldPath,
        newS.at,
        change,
        newFormat ? `Parse {field} as \`${newFormat}\`.` : `Do not expect {field} in format \`${oldFormat}\`.`,
      );
    }
  }

  private compareEnum(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[]) {
    const oldEnum = Array.isArray(oldS.keywords.enum) ? oldS.keywords.enum : undefined;
    const newEnum = Array.isArray(newS.keywords.enum) ? newS.keywords.enum : undefined;
    if (!oldEnum && !newEnum) return;
    const request = this.direction === 'request';
    if (!oldEnum && newEnum) {
      if (request)
        this.add(
          'enum-changed',
          'breaking',
          fieldPath,
          newS.at,
          `is now limited to ${listText(newEnum)}`,
          'Send only one of these values in {field}.',
        );
      else
        this.add(
          'enum-changed',
          'non-breaking',
          fieldPath,
          newS.at,
          `is now always one of ${listText(newEnum)}`,
          'Nothing to do.',
        );
      return;
    }
    if (oldEnum && !newEnum) {
      if (request)
        this.add(
          'enum-changed',
          'non-breaking',
          fieldPath,
          newS.at,
          `is no longer limited to ${listText(oldEnum)}`,
          '{field} accepts any value of its type now.',
        );
      else
        this.add(
          'enum-changed',
          'breaking',
          fieldPath,
          newS.at,
          `is no longer limited to ${listText(oldEnum)}`,
          'Accept any value of its type in {field}.',
        );
      return;
    }
    const has = (list: unknown[], value: unknown) => list.some((v) => JSON.stringify(v) === JSON.stringify(value));
    const removed = oldEnum!.filter((v) => !has(newEnum!, v));
    const added = newEnum!.filter((v) => !has(oldEnum!, v));
    const plural = (list: unknown[]) => (list.length > 1 ? 'values' : 'value');
    if (removed.length > 0) {
      if (request)
        this.add(
          'enum-values-removed',
          'breaking',
          fieldPath,
          newS.at,
          `no longer accepts the ${plural(removed)} ${listText(removed)}`,
          `Stop sending ${listText(removed)} in {field}.`,
          removed,
        );
      else
        this.add(
          'enum-values-removed',
          'non-breaking',
          fieldPath,
          newS.at,
          `no longer returns the ${plural(removed)} ${listText(removed)}`,
          'Nothing to do.',
          removed,
        );
    }
    if (added.length > 0) {
      // A new value in a response is non-breaking for clients that tolerate unknown values (the
      // usual contract for enums that grow); a strict client must learn it, which the action says.
      if (request)
        this.add(
          'enum-values-added',
          'non-breaking',
          fieldPath,
          newS.at,
          `accepts the new ${plural(added)} ${listText(added)}`,
          `You may send ${listText(added)} in {field}.`,
          added,
        );
      else
        this.add(
          'enum-values-added',
          'non-breaking',
          fieldPath,
          newS.at,
          `can now be ${added.length > 1 ? 'one of ' : ''}${listText(added)}`,
          `Handle ${listText(added)} in {field}; a client that rejects unknown values must be updated.`,
          added,
        );
    }
  }

  private compareBounds(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[]) {
    const o = oldS.keywords;
    const n = newS.keywords;
    const changes: Array<{ narrowed: boolean; text: string }> = [];
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    // A text value (a pattern) as a code span: quotes around `^…$` read as two closing quotes once
    // typography turns them curly.
    const value = (v: unknown) => (typeof v === 'string' && !v.includes('`') ? `\`${v}\`` : JSON.stringify(v));
    const describe = (key: string, a: unknown, b: unknown) =>
      a === undefined
        ? `now has ${key} ${value(b)}`
        : b === undefined
          ? `no longer has ${key} ${value(a)}`
          : `changed ${key} from ${value(a)} to ${value(b)}`;
    for (const key of UPPER_BOUNDS) {
      const a = num(o[key]),
        b = num(n[key]);
      if (a !== b) changes.push({ narrowed: b !== undefined && (a === undefined || b < a), text: describe(key, a, b) });
    }
    for (const key of LOWER_BOUNDS) {
      const a = num(o[key]),
        b = num(n[key]);
      if (a !== b) changes.push({ narrowed: b !== undefined && (a === undefined || b > a), text: describe(key, a, b) });
    }
    // OpenAPI 3.1 writes exclusive bounds as numbers, 3.0 as flags on maximum/minimum.
    for (const [key, upper] of [
      ['exclusiveMaximum', true],
      ['exclusiveMinimum', false],
    ] as const) {
      const a = o[key],
        b = n[key];
      if (a === b) continue;
      if (typeof a === 'boolean' || typeof b === 'boolean' || a === undefined || b === undefined) {
        const was = a === true || typeof a === 'number',
          is = b === true || typeof b === 'number';
        if (was !== is) changes.push({ narrowed: is, text: describe(key, a, b) });
        else if (typeof a === 'number' && typeof b === 'number')
          changes.push({ narrowed: upper ? b < a : b > a, text: describe(key, a, b) });
      } else if (typeof a === 'number' && typeof b === 'number') {
        changes.push({ narrowed: upper ? b < a : b > a, text: describe(key, a, b) });
      }
    }
    if (o.pattern !== n.pattern)
      changes.push({
        narrowed: n.pattern !== undefined && !patternWidens(o.pattern, n.pattern),
        text: describe('pattern', o.pattern, n.pattern),
      });
    if (o.multipleOf !== n.multipleOf) {
      const a = num(o.multipleOf),
        b = num(n.multipleOf);
      changes.push({
        narrowed: b !== undefined && (a === undefined || !Number.isInteger(b / a)),
        text: describe('multipleOf', a, b),
      });
    }
    if ((o.uniqueItems === true) !== (n.uniqueItems === true))
      changes.push({
        narrowed: n.uniqueItems === true,
        text: n.uniqueItems === true ? 'now requires unique items' : 'no longer requires unique items',
      });
    for (const { narrowed, text } of changes) {
      if (this.direction === 'request' && narrowed)
        this.add('constraint-changed', 'breaking', fieldPath, newS.at, text, 'Send {field} within the new limits.');
      else if (this.direction === 'request')
        this.add('constraint-changed', 'non-breaking', fieldPath, newS.at, text, '{field} accepts more values now.');
      else
        this.add(
          'constraint-changed',
          'non-breaking',
          fieldPath,
          newS.at,
          text,
          narrowed ? 'Nothing to do.' : 'Accept {field} within the new limits.',
        );
    }
  }

  private compareProperties(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[]) {
    const request = this.direction === 'request';
    // readOnly fields are never sent, writeOnly fields never returned: they do not exist on that side.
    const hidden = request ? 'readOnly' : 'writeOnly';
    const present = (doc: JsonObject, at: At | undefined) =>
      at !== undefined && resolveObject(doc, at).value[hidden] !== true;
    for (const [name, oldAt] of oldS.properties) {
      const path = [...fieldPath, name];
      const newAt = newS.properties.get(name);
      const wasThere = present(this.docs.oldDoc, oldAt);
      const isThere = present(this.docs.newDoc, newAt);
      if (wasThere && !isThere) {
        const place = newAt ?? oldAt;
        if (request) this.add('field-removed', 'breaking', path, place, 'was removed', 'Stop sending {field}.');
        else
          this.add(
            'field-removed',
            'breaking',
            path,
            place,
            'was removed',
            'Stop reading {field}; it is no longer returned.',
          );
        continue;
      }
      if (!wasThere && isThere) {
        this.reportAdded(newS, name, newAt!, path);
        continue;
      }
      if (!wasThere || !newAt) continue;
      const wasRequired = oldS.required.has(name);
      const isRequired = newS.required.has(name);
      if (request && !wasRequired && isRequired)
        this.add('field-required', 'breaking', path, newAt, 'became required', 'Always send {field}.');
      if (request && wasRequired && !isRequired)
        this.add('field-optional', 'non-breaking', path, newAt, 'became optional', 'You may leave out {field}.');
      if (!request && wasRequired && !isRequired)
        this.add('field-optional', 'breaking', path, newAt, 'may now be absent', 'Handle a response without {field}.');
      if (!request && !wasRequired && isRequired)
        this.add('field-required', 'non-breaking', path, newAt, 'is now always present', 'Nothing to do.');
      this.compare(oldAt, newAt, path);
    }
    for (const [name, newAt] of newS.properties) {
      if (!oldS.properties.has(name) && present(this.docs.newDoc, newAt))
        this.reportAdded(newS, name, newAt, [...fieldPath, name]);
    }
  }

  private reportAdded(newS: FlatSchema, name: string, newAt: At, path: string[]) {
    if (this.direction === 'response')
      this.add('field-added', 'non-breaking', path, newAt, 'was added', 'You may read {field}.');
    else if (newS.required.has(name))
      this.add('field-added', 'breaking', path, newAt, 'was added as a required field', 'Send {field}.');
    else
      this.add('field-added', 'non-breaking', path, newAt, 'was added as an optional field', 'You may send {field}.');
  }

  /** oneOf/anyOf variants, matched by the schema they name or else by position. */
  private compareVariants(oldS: FlatSchema, newS: FlatSchema, fieldPath: string[], keyword: 'oneOf' | 'anyOf') {
    const variants = (doc: JsonObject, s: FlatSchema) => {
      const list = s.keywords[keyword];
      if (!Array.isArray(list)) return [];
      const listAt =
        isObject(s.at.value) && Array.isArray(s.at.value[keyword])
          ? child(s.at, keyword)
          : { value: list, pointer: `${s.at.pointer}/${keyword}`, schemaName: s.at.schemaName };
      return list.map((_, i) => {
        const at = child(listAt, i);
        const ref = isObject(at.value) && typeof at.value.$ref === 'string' ? resolve(doc, at).schemaName : undefined;
        return { at, label: ref ? `\`${ref}\`` : `#${i + 1}`, ref };
      });
    };
    const oldVariants = variants(this.docs.oldDoc, oldS);
    const newVariants = variants(this.docs.newDoc, newS);
    if (oldVariants.length === 0 && newVariants.length === 0) return;
    const matched = new Set<number>();
    const request = this.direction === 'request';
    oldVariants.forEach((oldVariant, i) => {
      let j = oldVariant.ref ? newVariants.findIndex((v) => v.ref === oldVariant.ref) : -1;
      if (j < 0 && !oldVariant.ref && i < newVariants.length && !newVariants[i].ref && !matched.has(i)) j = i;
      if (j < 0) {
        if (request)
          this.add(
            'variant-removed',
            'breaking',
            fieldPath,
            oldVariant.at,
            `no longer accepts the ${keyword} variant ${oldVariant.label}`,
            'Send {field} as one of the remaining variants.',
          );
        else
          this.add(
            'variant-removed',
            'non-breaking',
            fieldPath,
            oldVariant.at,
            `no longer returns the ${keyword} variant ${oldVariant.label}`,
            'Nothing to do.',
          );
        return;
      }
      matched.add(j);
      this.compare(oldVariant.at, newVariants[j].at, fieldPath);
    });
    newVariants.forEach((variant, j) => {
      if (matched.has(j)) return;
      if (request)
        this.add(
          'variant-added',
          'non-breaking',
          fieldPath,
          variant.at,
          `accepts the new ${keyword} variant ${variant.label}`,
          'You may send {field} in the new shape.',
        );
      else
        this.add(
          'variant-added',
          'non-breaking',
          fieldPath,
          variant.at,
          `may return the new ${keyword} variant ${variant.label}`,
          'Handle the new shape of {field}; a client that rejects unknown shapes must be updated.',
        );
    });
  }
}

/** The changes between two schemas (places in the old and new description), seen from a client that sends or reads them. */
export function diffSchemas(
  docs: DocumentPair,
  oldAt: At,
  newAt: At,
  direction: Direction,
  fieldPath: string[] = [],
): SchemaFinding[] {
  const walk = new SchemaWalk(docs, direction);
  walk.compare(oldAt, newAt, fieldPath);
  return walk.findings;
}

/**
 * A schema's shape as a string, without prose (descriptions, titles, examples) and with `$ref`s
 * followed, for telling whether a removed and an added parameter are the same one renamed.
 */
export function schemaShape(doc: JsonObject, at: At): string {
  const seen = new Set<string>();
  const shape = (place: At): unknown => {
    const resolved = resolve(doc, place);
    if (seen.has(resolved.pointer)) return { $cycle: resolved.pointer };
    const value = resolved.value;
    if (Array.isArray(value)) return value.map((_, i) => shape(child(resolved, i)));
    if (!isObject(value)) return value;
    seen.add(resolved.pointer);
    const out: JsonObject = {};
    for (const key of Object.keys(value).sort()) {
      if (
        ['description', 'title', 'example', 'examples', 'deprecated', 'externalDocs'].includes(key) ||
        key.startsWith('x-')
      )
        continue;
      out[key] = key === 'enum' || key === 'const' || key === 'default' ? value[key] : shape(child(resolved, key));
    }
    seen.delete(resolved.pointer);
    return out;
  };
  return JSON.stringify(shape(at));
}
