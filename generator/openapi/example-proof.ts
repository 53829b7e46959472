/**
 * The proof that examples the generator makes up (examples.ts, `sampleFromSchema`) are valid by
 * construction: for each schema of a description, the value made from it where no example is
 * written is checked against it with the same validator as the written examples
 * (example-check.ts). Used by the tests only (a large description takes seconds).
 */
import { jsonPointer } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import { problemText, schemaChecker, type Direction, type ExampleProblem } from './example-check.ts';
import { sampleFromSchema } from './examples.ts';
import { stripInternal } from './internal.ts';
import { loadDocument, type LoadedDocument } from './load.ts';
import { resolveRefs } from './resolve.ts';
import { walkSpec, type Path } from './spec-kinds.ts';

export interface GeneratedExampleFailure {
  /** Where the schema is written. */
  schema: string;
  mode: 'request' | 'response';
  value: unknown;
  problems: ExampleProblem[] | string;
}

export interface GeneratedExampleProof {
  /** How many (schema, mode) pairs were checked. */
  checked: number;
  failures: GeneratedExampleFailure[];
}

/** Schema `example`/`examples` removed, so the generator makes every value up. */
function withoutWrittenExamples(doc: JsonObject): void {
  walkSpec(doc, ({ kind, node }) => {
    if (kind !== 'schema') return;
    delete node.example;
    delete node.examples;
  });
}

const DIRECTION_SEGMENTS: Record<string, Direction> = {
  requestBody: 'request',
  requestBodies: 'request',
  parameters: 'request',
  responses: 'response',
  headers: 'response',
};

/** The schemas the generator is asked for: each component schema, and each schema a parameter, header or media type names. */
function schemaPositions(doc: JsonObject): Array<{ path: Path; direction: Direction }> {
  const out: Array<{ path: Path; direction: Direction }> = [];
  walkSpec(doc, ({ kind, node, path, reference }) => {
    if (reference) return;
    if (kind === 'schema') {
      if (path.length === 3 && path[0] === 'components' && path[1] === 'schemas')
        out.push({ path, direction: undefined });
      return false;
    }
    if ((kind === 'parameter' || kind === 'header' || kind === 'mediaType') && isObject(node.schema)) {
      let direction: Direction;
      for (const segment of path) direction = DIRECTION_SEGMENTS[String(segment)] ?? direction;
      out.push({ path: [...path, 'schema'], direction });
    }
  });
  return out;
}

function at(doc: unknown, path: Path): unknown {
  let node = doc;
  for (const key of path)
    node = node !== null && typeof node === 'object' ? (node as JsonObject)[key as string] : undefined;
  return node;
}

/** Every schema of a description, its made-up example checked in the modes it is used in. */
export async function proveGeneratedExamples(
  file: string,
  read: (file: string) => LoadedDocument = loadDocument,
): Promise<GeneratedExampleProof> {
  const loaded = read(file);
  const { removed: _removed, ...stripped } = stripInternal(loaded, (p) => p);
  withoutWrittenExamples(stripped.doc);
  const checker = schemaChecker(stripped.doc);
  const resolved = await resolveRefs(stripped, { inPlace: false });
  const failures: GeneratedExampleFailure[] = [];
  let checked = 0;
  // A schema used in many places (a component behind many `$ref`s) makes the same value each time: checked once per mode.
  const done = new WeakMap<object, Set<string>>();
  for (const { path, direction } of schemaPositions(stripped.doc)) {
    const schema = at(resolved.doc, path);
    const modes = direction ? [direction] : (['request', 'response'] as const);
    for (const mode of modes) {
      if (isObject(schema)) {
        const seen = done.get(schema) ?? new Set();
        if (seen.has(mode)) continue;
        done.set(schema, seen.add(mode));
      }
      checked++;
      const value = sampleFromSchema(schema, mode);
      const problems = checker.check(path, value, mode);
      if (problems instanceof Error)
        failures.push({ schema: jsonPointer(path), mode, value, problems: `not compiled: ${problems.message}` });
      else if (problems.length > 0) failures.push({ schema: jsonPointer(path), mode, value, problems });
    }
  }
  return { checked, failures };
}

/** The failures as lines: schema, mode, what Ajv says. */
export function failureLines(proof: GeneratedExampleProof): string[] {
  return proof.failures.map(
    (f) =>
      `${f.schema} (${f.mode}): ${typeof f.problems === 'string' ? f.problems : f.problems.map(problemText).join('; ')}`,
  );
}

/**
 * Schemas no made-up value can satisfy, by the pointer of the schema that refuses it. Each is a
 * flaw of the description, not of the generator; the test fails when one is no longer needed.
 */
export const EXEMPTIONS: Record<string, { schemas: string[]; reason: string }> = {
  'written default': {
    schemas: ['target_url', 'environment_url', 'log_url'].map(
      (p) => `#/components/schemas/deployment-status/properties/${p}`,
    ),
    reason: 'GitHub writes `default: ""` on a `format: uri` field; the generator takes a written default as it is',
  },
  'oneOf of look-alikes': {
    schemas: ['#/paths/~1repos~1{owner}~1{repo}~1contents~1{path}/put/responses/409/content/application~1json/schema'],
    reason:
      "GitHub's 409 is oneOf basic-error and repository-rule-violation-error, whose fields are all optional strings of the same names: every object either accepts, the other accepts too, so only a deliberately wrong field could pick one",
  },
};

/**
 * The failures no exemption explains (each problem's schema must be listed), and the exempted
 * schemas nothing needed (the list stays as short as the descriptions allow).
 */
export function unexplainedFailures(
  proof: GeneratedExampleProof,
  exemptions = EXEMPTIONS,
): { unexplained: string[]; unused: string[] } {
  const exempt = new Set(Object.values(exemptions).flatMap((e) => e.schemas));
  const used = new Set<string>();
  const unexplained: string[] = [];
  for (const failure of proof.failures) {
    const problems = typeof failure.problems === 'string' ? [] : failure.problems;
    if (problems.length === 0 || problems.some((p) => !exempt.has(p.schema)))
      unexplained.push(...failureLines({ checked: 1, failures: [failure] }));
    else for (const p of problems) used.add(p.schema);
  }
  return { unexplained, unused: [...exempt].filter((s) => !used.has(s)) };
}
