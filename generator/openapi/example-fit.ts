/**
 * "Examples that are true of their operation": an error response written once (a shared
 * `components/responses` entry) is shown on every operation that refers to it, and its example
 * must be true of each. An error example that names a request parameter the operation does not
 * have (`Query parameter "limit" …` on an operation without `limit`), or a JSON pointer into a
 * request body (`details[].pointer`, JSON:API's `source.pointer`) that the operation's body
 * schema has no place for, or any body pointer where the operation takes no body, is reported
 * with both places: where the example is written and the operation it is shown on.
 *
 * What carries a name, in an error body's JSON (RFC 9457 problem details, JSON:API errors, the
 * Sun API's `Error`): a string field named `pointer` (a body pointer), `parameter` (a query or
 * path parameter), `header` (a request header); and in any string, "<in> parameter "<name>"" or
 * "header "<name>"" (in: query, path, header, cookie). Runs on the document as written (internal
 * parts left out, `$ref`s in place), like the schema check (example-check.ts).
 */
import { jsonPointer } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import { deref, schemaHasPath, type Located } from './as-written.ts';
import { isErrorStatus, operationsOf, type Path } from './spec-kinds.ts';

export interface ExampleFitFinding {
  level: 'warning';
  /** Where the example is written (JSON pointer); a shared one is named once for each operation it is shown on. */
  example: string;
  /** The example's line in the file, when known (`line 12`). */
  line?: string;
  /** The operation whose page shows it (JSON pointer) and how a reader names it (`POST /steps`). */
  operation: string;
  operationLabel: string;
  /** Each untrue thing: where in the example, and what it names that the operation lacks. */
  problems: Array<{ at: string; message: string }>;
}

/** Statuses whose examples are error bodies. */

/** The examples a response's media types show, each with where it is written. */
function responseExamples(doc: JsonObject, response: Located): Array<{ value: unknown; path: Path }> {
  const out: Array<{ value: unknown; path: Path }> = [];
  if (!isObject(response.node.content)) return out;
  for (const [mediaType, media] of Object.entries(response.node.content)) {
    const m = deref(doc, media, [...response.path, 'content', mediaType]);
    if (!m) continue;
    if ('example' in m.node) out.push({ value: m.node.example, path: [...m.path, 'example'] });
    if (!isObject(m.node.examples)) continue;
    for (const [name, entry] of Object.entries(m.node.examples)) {
      const ex = deref(doc, entry, [...m.path, 'examples', name]);
      if (ex && 'value' in ex.node) out.push({ value: ex.node.value, path: [...ex.path, 'value'] });
    }
  }
  return out;
}

export type Named =
  | { kind: 'pointer'; pointer: string; at: string }
  | { kind: 'parameter'; in?: string; name: string; at: string };

const POINTER_FIELDS = new Set(['pointer', 'jsonpointer', 'json_pointer']);
const PARAMETER_FIELDS: Record<string, string | undefined> = {
  parameter: undefined,
  param: undefined,
  header: 'header',
};
/** `Query parameter "limit"`, `path parameter 'stepRef'`, `header "Idempotency-Key"`. */
const NAMED_IN_TEXT = /\b(?:(query|path|header|cookie)\s+parameter|(header))\s+["'`“‘]([^"'`”’\s]+)["'`”’]/gi;

/** What an example names: body pointers and request parameters, with where in the example (a JSON pointer, no `#`). */
export function namedInExample(value: unknown, at = ''): Named[] {
  const out: Named[] = [];
  if (typeof value === 'string') {
    for (const match of value.matchAll(NAMED_IN_TEXT))
      out.push({ kind: 'parameter', in: (match[1] ?? match[2]).toLowerCase(), name: match[3], at });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => out.push(...namedInExample(item, `${at}/${i}`)));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const field = key.toLowerCase();
      if (
        typeof item === 'string' &&
        POINTER_FIELDS.has(field) &&
        (item === '' || item.startsWith('/') || item.startsWith('#/'))
      ) {
        out.push({ kind: 'pointer', pointer: item.replace(/^#/, ''), at: here });
      } else if (typeof item === 'string' && field in PARAMETER_FIELDS) {
        out.push({ kind: 'parameter', in: PARAMETER_FIELDS[field], name: item, at: here });
      } else {
        out.push(...namedInExample(item, here));
      }
    }
  }
  return out;
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

interface OperationFacts {
  /** `in:name` of every parameter (header names lower-cased), and the headers its security schemes send. */
  parameters: Set<string>;
  /** The request body's schemas (one per media type), where written; undefined: no body. */
  bodySchemas?: Array<{ schema: unknown; path: Path }>;
}

function operationFacts(
  doc: JsonObject,
  item: JsonObject,
  itemPath: Path,
  operation: JsonObject,
  opPath: Path,
): OperationFacts {
  const parameters = new Set<string>();
  const add = (where: string, name: string) =>
    parameters.add(`${where}:${where === 'header' ? name.toLowerCase() : name}`);
  const lists: Array<[unknown, Path]> = [
    [item.parameters, [...itemPath, 'parameters']],
    [operation.parameters, [...opPath, 'parameters']],
  ];
  for (const [list, path] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((p, i) => {
      const param = deref(doc, p, [...path, i]);
      if (param && typeof param.node.name === 'string' && typeof param.node.in === 'string')
        add(param.node.in, param.node.name);
    });
  }
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(doc.security)
      ? doc.security
      : [];
  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const requirement of requirements) {
    if (!isObject(requirement)) continue;
    for (const key of Object.keys(requirement)) {
      const scheme = deref(doc, schemes[key], ['components', 'securitySchemes', key])?.node;
      if (scheme?.type === 'apiKey' && typeof scheme.name === 'string' && typeof scheme.in === 'string')
        add(scheme.in, scheme.name);
      else if (scheme) add('header', 'Authorization');
    }
  }
  const body = deref(doc, operation.requestBody, [...opPath, 'requestBody']);
  if (!body || !isObject(body.node.content)) return { parameters };
  const bodySchemas: OperationFacts['bodySchemas'] = [];
  for (const [mediaType, media] of Object.entries(body.node.content)) {
    const m = deref(doc, media, [...body.path, 'content', mediaType]);
    // A media type without a schema takes any body: every pointer may be true of it.
    bodySchemas.push({
      schema: m && 'schema' in m.node ? m.node.schema : true,
      path: m && isObject(m.node.schema) ? [...m.path, 'schema'] : [...body.path, 'content', mediaType],
    });
  }
  return { parameters, bodySchemas };
}

/** Where a body schema is written: a bare `$ref` is named by its target. */
function schemaName(doc: JsonObject, schema: { schema: unknown; path: Path }): string {
  const located =
    isObject(schema.schema) && typeof schema.schema.$ref === 'string'
      ? deref(doc, schema.schema, schema.path)
      : undefined;
  return jsonPointer(located?.path ?? schema.path);
}

function problemsOf(doc: JsonObject, facts: OperationFacts, named: Named[]): Array<{ at: string; message: string }> {
  const problems: Array<{ at: string; message: string }> = [];
  for (const n of named) {
    if (n.kind === 'parameter') {
      const places = n.in ? [n.in] : ['query', 'path'];
      const known = places.some((where) =>
        facts.parameters.has(`${where}:${where === 'header' ? n.name.toLowerCase() : n.name}`),
      );
      if (!known)
        problems.push({
          at: n.at,
          message: `names ${n.in ?? 'query or path'} parameter "${n.name}", which the operation does not have`,
        });
    } else if (!facts.bodySchemas) {
      problems.push({ at: n.at, message: `points at "${n.pointer}" in a request body, and the operation takes none` });
    } else {
      const segments = n.pointer === '' ? [] : n.pointer.slice(1).split('/').map(unescape);
      if (!facts.bodySchemas.some((s) => schemaHasPath(doc, s.schema, segments))) {
        problems.push({
          at: n.at,
          message: `points at "${n.pointer}", which is not in the request body (schema ${facts.bodySchemas.map((s) => schemaName(doc, s)).join(', ')})`,
        });
      }
    }
  }
  return problems;
}

/** Every error example, on every operation whose page shows it, that names a parameter or body place the operation lacks. */
export function checkExampleFit(doc: JsonObject, lineOf?: (pointer: string) => string): ExampleFitFinding[] {
  const findings: ExampleFitFinding[] = [];
  const named = new Map<string, Named[]>();
  for (const [root, label] of [
    ['paths', ''],
    ['webhooks', 'webhook '],
  ] as const) {
    const items = doc[root];
    if (!isObject(items)) continue;
    for (const [key, rawItem] of Object.entries(items)) {
      const item = deref(doc, rawItem, [root, key]);
      if (!item) continue;
      for (const { method, operation, at } of operationsOf(item.node)) {
        const opPath = [...item.path, ...at];
        if (!isObject(operation.responses)) continue;
        let facts: OperationFacts | undefined;
        for (const [status, rawResponse] of Object.entries(operation.responses)) {
          if (!isErrorStatus(status)) continue;
          const response = deref(doc, rawResponse, [...opPath, 'responses', status]);
          if (!response) continue;
          for (const example of responseExamples(doc, response)) {
            const pointer = jsonPointer(example.path);
            if (!named.has(pointer)) named.set(pointer, namedInExample(example.value));
            const names = named.get(pointer)!;
            if (names.length === 0) continue;
            facts ??= operationFacts(doc, item.node, item.path, operation, opPath);
            const problems = problemsOf(doc, facts, names);
            if (problems.length === 0) continue;
            const line = lineOf?.(pointer);
            findings.push({
              level: 'warning',
              example: pointer,
              ...(line ? { line } : {}),
              operation: jsonPointer(opPath),
              operationLabel: `${label}${method.toUpperCase()} ${key}${typeof operation.operationId === 'string' ? ` (${operation.operationId})` : ''}`,
              problems,
            });
          }
        }
      }
    }
  }
  return findings;
}

/** The lines `npm run gen` prints: a heading, then one line per example and operation. */
export function formatExampleFitFindings(file: string, findings: ExampleFitFinding[]): string[] {
  if (findings.length === 0) return [];
  const out = [
    `${file}: ${findings.length} example${findings.length === 1 ? '' : 's'} shown on an operation ${findings.length === 1 ? 'it is' : 'they are'} not true of (write the example on the operation, or make the shared one fit every operation that refers to it):`,
  ];
  for (const f of findings) {
    const problems = f.problems.map((p) => `${p.at || '(the example)'} ${p.message}`).join('; ');
    out.push(
      `  warning: ${file}${f.example}${f.line ? ` (${f.line})` : ''} shown on ${f.operationLabel} at ${file}${f.operation}: ${problems}`,
    );
  }
  return out;
}
