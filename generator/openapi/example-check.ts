/**
 * "Examples that are true": every example a description writes (a parameter's or header's
 * `example`/`examples`, a request or response media type's, a named Example object's `value`, a
 * schema's `example`/`examples`) validated against its schema by Ajv with JSON Schema 2020-12,
 * OpenAPI 3.1's dialect. A 3.0 document's schemas are read as 3.0 means them (`nullable`, boolean
 * `exclusiveMinimum`/`exclusiveMaximum`; `example` is an annotation). OpenAPI's own keywords
 * (`discriminator`, `xml`, `externalDocs`, `example`, `x-*`) are annotations: Ajv runs with
 * `strict: false`, so an unknown keyword never fails a check.
 *
 * Runs on the document as written (internal parts left out), before `resolve`: Ajv follows the
 * `$ref`s itself, circular ones included (the resolver's circular objects are not schemas Ajv can
 * compile), and every pointer names where the example and the schema are written. An Example
 * object reached through a `$ref` is named where it is defined (`#/components/examples/x/value`).
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { jsonPointer, pointerSegment, refSegments } from '../lib/errors.ts';
import { isObject, valueAt, type JsonObject } from '../lib/json.ts';
import { walkSpec, type Path } from './spec-kinds.ts';

export interface ExampleProblem {
  /** Ajv's instancePath: where in the example ('' for the example itself). */
  at: string;
  /** Ajv's message, with the parameter that names the culprit (an unknown property, the allowed values). */
  message: string;
  /** The schema whose keyword failed, where it is written. */
  schema: string;
}

export interface ExampleFinding {
  /** `warning`: the example does not match its schema; `note`: the schema could not be compiled, so the example was not checked. */
  level: 'warning' | 'note';
  /** Where the example is written (JSON pointer). */
  example: string;
  /** The schema it is checked against: where written, or the component its `$ref` names. */
  schema: string;
  problems: ExampleProblem[];
  /** The example's line in the file, when known (`line 12`). */
  line?: string;
}

/** Where an example is used: a request leaves out required readOnly properties, a response writeOnly ones. */
export type Direction = 'request' | 'response' | undefined;

export interface ExampleUse {
  example: Path;
  value: unknown;
  /** Where the schema it is checked against is written, and the schema object (in Ajv's copy). */
  schemaPath: Path;
  schema: JsonObject;
  direction: Direction;
}

const OPENAPI_FORMATS: Record<string, { type: 'number' | 'string'; validate: (v: never) => boolean }> = {
  int32: { type: 'number', validate: (v: number) => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31 },
  int64: { type: 'number', validate: (v: number) => Number.isInteger(v) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  byte: {
    type: 'string',
    validate: (v: string) => /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(v),
  },
  binary: { type: 'string', validate: () => true },
  password: { type: 'string', validate: () => true },
};

/**
 * The validator every example check uses (and the generated-example tests): JSON Schema 2020-12,
 * the formats of ajv-formats and OpenAPI's own (int32, int64, float, double, byte, binary,
 * password); unknown keywords and formats are annotations.
 */
export function openApiAjv(): Ajv2020 {
  // verbose: each error carries the schema object that failed (`parentSchema`), named by identity.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    validateSchema: false,
    logger: false,
    inlineRefs: false,
    code: { optimize: false },
  });
  addFormats(ajv);
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format as never);
  return ajv;
}

/**
 * A 3.0 schema's boolean `exclusiveMinimum`/`exclusiveMaximum` as 2020-12's numbers, written into
 * `out` (the schema itself, or the copy made of it): `true` takes the bound's value, `false` goes.
 */
export function exclusiveBoundsAs2020(node: JsonObject, out: JsonObject): void {
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (node[flag] === true && typeof node[bound] === 'number') {
      out[flag] = node[bound];
      delete out[bound];
    } else if (typeof node[flag] === 'boolean') delete out[flag];
  }
}

/** A 3.0 schema read as 2020-12 (in place, on a copy): nullable as a `null` type, boolean exclusive bounds as numbers. */
function schema30to2020(node: JsonObject, made: (inner: JsonObject) => void): void {
  exclusiveBoundsAs2020(node, node);
  if (node.nullable !== true) return;
  delete node.nullable;
  if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  if (typeof node.type === 'string') node.type = [node.type, 'null'];
  else if (Array.isArray(node.type)) {
    if (!node.type.includes('null')) node.type = [...node.type, 'null'];
  } else if (node.$ref !== undefined || node.allOf || node.oneOf || node.anyOf) {
    // `nullable` beside allOf/oneOf/$ref and no type: null, or what the rest says.
    const inner: JsonObject = {};
    for (const key of ['$ref', 'allOf', 'oneOf', 'anyOf', 'not', 'enum', 'const']) {
      if (key in node) {
        inner[key] = node[key];
        delete node[key];
      }
    }
    const nullType = { type: 'null' };
    node.anyOf = [nullType, inner];
    made(nullType);
    made(inner);
  }
}

/**
 * Left out of the copy Ajv reads: a `$id` would move the base URI of the refs below it away from
 * the document (resolve.ts drops them too); `$schema` names a meta-schema Ajv may not know; and
 * without their `$id`s, anchors of different schemas collide, so dynamic references (a generic's
 * item type) are left unconstrained rather than guessed.
 */
const SCHEMA_ONLY_KEYS = [
  '$id',
  '$schema',
  '$anchor',
  '$dynamicAnchor',
  '$dynamicRef',
  '$recursiveAnchor',
  '$recursiveRef',
];

/** Resolves a local `$ref` in the document (a chain of them), or undefined. */
function target(doc: JsonObject, ref: unknown): { node: unknown; path: Path } | undefined {
  const seen = new Set<string>();
  let current = ref;
  while (typeof current === 'string' && (current === '#' || current.startsWith('#/')) && !seen.has(current)) {
    seen.add(current);
    const path: Path = refSegments(current);
    const node = valueAt(doc, path);
    if (
      !isObject(node) ||
      typeof node.$ref !== 'string' ||
      Object.keys(node).some((k) => !['$ref', 'summary', 'description'].includes(k))
    )
      return node === undefined ? undefined : { node, path };
    current = node.$ref;
  }
  return undefined;
}

const DIRECTION_OF: Record<string, Direction> = {
  requestBody: 'request',
  requestBodies: 'request',
  parameters: 'request',
  responses: 'response',
  headers: 'response',
};

function directionOf(path: Path): Direction {
  for (let i = path.length - 1; i >= 0; i--) {
    const d = DIRECTION_OF[String(path[i])];
    if (d) return d;
  }
  return undefined;
}

/** Examples of these media types are documents in their own syntax (XML), not the schema's data. */
const TEXT_SYNTAX_MEDIA = /xml/i;

/** Every example the document writes, each with the schema to check it against. */
function exampleUses(doc: JsonObject): ExampleUse[] {
  const uses: ExampleUse[] = [];
  walkSpec(doc, ({ kind, node, path, reference }) => {
    if (reference) return;
    if (kind === 'schema') {
      if ('example' in node)
        uses.push({
          example: [...path, 'example'],
          value: node.example,
          schemaPath: path,
          schema: node,
          direction: undefined,
        });
      if (Array.isArray(node.examples))
        node.examples.forEach((value, i) =>
          uses.push({ example: [...path, 'examples', i], value, schemaPath: path, schema: node, direction: undefined }),
        );
      return;
    }
    if (kind !== 'parameter' && kind !== 'header' && kind !== 'mediaType') return;
    if (!isObject(node.schema)) return;
    if (kind === 'mediaType' && TEXT_SYNTAX_MEDIA.test(String(path[path.length - 1]))) return;
    const schema = { schemaPath: [...path, 'schema'], schema: node.schema, direction: directionOf(path) };
    if ('example' in node) uses.push({ example: [...path, 'example'], value: node.example, ...schema });
    if (!isObject(node.examples)) return;
    for (const [name, entry] of Object.entries(node.examples)) {
      const found =
        isObject(entry) && typeof entry.$ref === 'string'
          ? target(doc, entry.$ref)
          : { node: entry, path: [...path, 'examples', name] };
      if (!found || !isObject(found.node) || !('value' in found.node)) continue;
      uses.push({ example: [...found.path, 'value'], value: found.node.value, ...schema });
    }
  });
  return uses;
}

/**
 * The copy Ajv reads, its schemas in 2020-12 terms. Each
 * schema object is named by where it is written (`pointerOf`), and found by Ajv where it sits in
 * the copy (`pathIn`): reading 3.0's `nullable` can move a schema one level down.
 */
function schemaDocument(written: JsonObject): {
  doc: JsonObject;
  pointerOf: WeakMap<object, string>;
  schemaAt: Map<string, JsonObject>;
  pathIn: WeakMap<object, Path>;
} {
  const doc = structuredClone(written);
  const pointerOf = new WeakMap<object, string>();
  const schemaAt = new Map<string, JsonObject>();
  walkSpec(doc, ({ kind, node, path }) => {
    if (kind !== 'schema') return;
    const pointer = jsonPointer(path);
    pointerOf.set(node, pointer);
    schemaAt.set(pointer, node);
  });
  const oas30 = typeof doc.openapi === 'string' && doc.openapi.startsWith('3.0');
  for (const node of schemaAt.values()) {
    for (const key of SCHEMA_ONLY_KEYS) delete node[key];
    if (oas30) schema30to2020(node, (inner) => pointerOf.set(inner, pointerOf.get(node)!));
  }
  const pathIn = new WeakMap<object, Path>();
  if (oas30)
    walkSpec(doc, ({ kind, node, path }) => void (kind === 'schema' && !pathIn.has(node) && pathIn.set(node, path)));
  return { doc, pointerOf, schemaAt, pathIn };
}

const uriFragment = (path: Path) => '#' + path.map((s) => '/' + encodeURIComponent(pointerSegment(s))).join('');

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${error.message}: "${p.additionalProperty}"`;
  if (error.keyword === 'enum')
    return `${error.message}: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'const') return `${error.message} ${JSON.stringify(p.allowedValue)}`;
  if (error.keyword === 'unevaluatedProperties') return `${error.message}: "${p.unevaluatedProperty}"`;
  return error.message ?? error.keyword;
}

/** A required property the example may leave out where it is used (readOnly in a request, writeOnly in a response). */
function omissible(error: ErrorObject, direction: Direction, doc: JsonObject): boolean {
  if (
    error.keyword !== 'required' ||
    !direction ||
    !isObject(error.parentSchema) ||
    !isObject(error.parentSchema.properties)
  )
    return false;
  let property = error.parentSchema.properties[(error.params as { missingProperty: string }).missingProperty];
  if (isObject(property) && typeof property.$ref === 'string') property = target(doc, property.$ref)?.node;
  return isObject(property) && property[direction === 'request' ? 'readOnly' : 'writeOnly'] === true;
}

/** At most this many problems per example: a oneOf miss lists every branch's. */
const MAX_PROBLEMS = 4;

/** Checks values against the schemas of one document, each schema named by where it is written. */
export interface SchemaChecker {
  /**
   * The problems of `value` against the schema written at `schemaPath` (none: it matches), as
   * used in a request or a response; an Error when Ajv cannot compile that schema.
   */
  check(schemaPath: Path, value: unknown, direction?: Direction): ExampleProblem[] | Error;
}

/**
 * A checker for a raw document (internal parts left out, `$ref`s in place). Throws when Ajv cannot
 * read the document's schemas at all.
 */
export function schemaChecker(written: JsonObject): SchemaChecker {
  const { doc, pointerOf, schemaAt, pathIn } = schemaDocument(written);
  const ajv = openApiAjv();
  // Every example has a schema, so a document without schemas has nothing to check.
  if (schemaAt.size > 0) ajv.addSchema(doc, 'openapi:document');
  const validators = new Map<string, ValidateFunction | Error>();
  const validatorOf = (schemaPath: Path): ValidateFunction | Error => {
    const pointer = jsonPointer(schemaPath);
    let validate = validators.get(pointer);
    if (!validate) {
      const node = schemaAt.get(pointer);
      try {
        validate =
          ajv.getSchema(`openapi:document${uriFragment((node && pathIn.get(node)) ?? schemaPath)}`) ??
          new Error('no schema there');
      } catch (error) {
        validate = error as Error;
      }
      validators.set(pointer, validate);
    }
    return validate;
  };
  return {
    check(schemaPath, value, direction) {
      const validate = validatorOf(schemaPath);
      if (validate instanceof Error || validate(value)) return validate instanceof Error ? validate : [];
      const errors = (validate.errors ?? []).filter((e) => !omissible(e, direction, doc));
      const home = jsonPointer(schemaHome(written, schemaPath));
      const problems = errors.slice(0, MAX_PROBLEMS).map((e) => ({
        at: e.instancePath,
        message: describe(e),
        schema: (isObject(e.parentSchema) && pointerOf.get(e.parentSchema)) || home,
      }));
      if (errors.length > MAX_PROBLEMS)
        problems.push({ at: '', message: `and ${errors.length - MAX_PROBLEMS} more`, schema: home });
      return problems;
    },
  };
}

/**
 * What one example's check found (undefined: it matches), remembered between runs by a key that
 * changes with everything the check reads (example-check-cache.ts).
 */
export interface UseMemo {
  /** The key of a use's check; undefined when it cannot be known (it is then checked). */
  key(use: ExampleUse, example: string, schema: string): string | undefined;
  get(key: string): { finding?: ExampleFinding } | undefined;
  set(key: string, result: { finding?: ExampleFinding }): void;
}

/**
 * Every example of a raw document that does not match its schema, in document order. With
 * `memo`, an example whose check is remembered is not checked again, and Ajv compiles only the
 * schemas of the rest: a save that edits one operation checks that operation's examples.
 */
export function checkExamples(
  written: JsonObject,
  lineOf?: (pointer: string) => string,
  memo?: UseMemo,
): ExampleFinding[] {
  let checker: SchemaChecker | undefined;
  let unreadable: Error | undefined;
  const findings: ExampleFinding[] = [];
  const seen = new Set<string>();
  const lineAt = (pointer: string) => {
    const line = lineOf?.(pointer);
    return line ? { line } : {};
  };
  const check = (use: ExampleUse, example: string, schemaPointer: string): ExampleFinding | undefined => {
    if (!checker && !unreadable) {
      try {
        checker = schemaChecker(written);
      } catch (error) {
        unreadable = error as Error;
      }
    }
    if (!checker) return undefined;
    const problems = checker.check(use.schemaPath, use.value, use.direction);
    if (problems instanceof Error)
      return {
        level: 'note',
        example,
        schema: schemaPointer,
        problems: [
          {
            at: '',
            message: `not checked: the schema cannot be compiled (${problems.message.split('\n')[0]})`,
            schema: schemaPointer,
          },
        ],
      };
    return problems.length > 0 ? { level: 'warning', example, schema: schemaPointer, problems } : undefined;
  };
  for (const use of exampleUses(written)) {
    const schemaPointer = jsonPointer(schemaHome(written, use.schemaPath));
    const example = jsonPointer(use.example);
    const seenKey = `${example}\u0000${schemaPointer}\u0000${use.direction}`;
    if (seen.has(seenKey)) continue;
    seen.add(seenKey);
    const key = memo?.key(use, example, schemaPointer);
    let result = key === undefined ? undefined : memo?.get(key);
    if (!result) {
      result = { finding: check(use, example, schemaPointer) };
      if (unreadable) break;
      if (key !== undefined) memo?.set(key, result);
    }
    if (result.finding) {
      const { level, schema, problems } = result.finding;
      findings.push({ level, example, ...lineAt(example), schema, problems });
    }
  }
  if (unreadable)
    return [
      {
        level: 'note',
        example: '#',
        schema: '#',
        problems: [
          {
            at: '',
            message: `no example checked: the document's schemas cannot be read by Ajv (${unreadable.message.split('\n')[0]})`,
            schema: '#',
          },
        ],
      },
    ];
  return findings;
}

/** Where a schema is written: a schema that is only a `$ref` is named by the component it points at. */
function schemaHome(doc: JsonObject, path: Path): Path {
  const node = valueAt(doc, path);
  if (!isObject(node) || typeof node.$ref !== 'string' || Object.keys(node).length > 1) return path;
  return target(doc, node.$ref)?.path ?? path;
}

/** One problem as gen prints it: `/input/count must be integer (schema #/components/schemas/RunInput/properties/input/properties/count)`. */
export function problemText(problem: ExampleProblem): string {
  return `${problem.at || '(the example)'} ${problem.message} (schema ${problem.schema})`;
}

/** The lines `npm run gen` prints: a heading, then one line per example, in the style of the coverage report. */
export function formatExampleFindings(file: string, findings: ExampleFinding[]): string[] {
  if (findings.length === 0) return [];
  const warnings = findings.filter((f) => f.level === 'warning').length;
  const notes = findings.length - warnings;
  const out = [
    `${file}: ${warnings} example${warnings === 1 ? '' : 's'} not matching ${warnings === 1 ? 'its schema' : 'their schemas'}${notes ? ` and ${notes} not checked` : ''}:`,
  ];
  for (const f of findings) {
    out.push(
      `  ${f.level}: ${file}${f.example}${f.line ? ` (${f.line})` : ''}: ${f.problems.map(problemText).join('; ')}`,
    );
  }
  return out;
}
