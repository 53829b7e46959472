/**
 * The request builder's check of a body against its schema, before Send. The site's pages allow
 * no `eval` (their Content-Security-Policy has no 'unsafe-eval'), so Ajv, which compiles a schema
 * into code, cannot run there; @cfworker/json-schema validates by walking the schema as data
 * (written for runtimes without eval), all of JSON Schema 2020-12, in a few kB.
 */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

export interface BodyProblem {
  /** JSON pointer into the body; '' is the body itself. */
  pointer: string;
  message: string;
}

/** Errors that only say "a part below had errors": the part's own error says what. */
const WRAPPERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'allOf',
  'dependentSchemas',
  'then',
  'else',
  'contains',
  'unevaluatedItems',
]);
/** Errors that stand for the errors below them (each alternative's, the extra property's). */
const SUMMARIES = new Set(['anyOf', 'oneOf', 'not', 'additionalProperties', 'propertyNames', 'unevaluatedProperties']);

function pointerOf(unit: OutputUnit): string {
  const at = unit.instanceLocation.replace(/^#/, '');
  // Pointers are URI fragments here: `%20` for a space; the reader sees the name.
  try {
    return decodeURIComponent(at);
  } catch {
    return at;
  }
}

const escapePointer = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problem in the reader's words; a missing or unknown property is named at its own place. */
function problemOf(unit: OutputUnit): BodyProblem {
  const pointer = pointerOf(unit);
  const missing = unit.keyword === 'required' && /required property "(.*)"\.$/.exec(unit.error);
  if (missing) return { pointer: `${pointer}/${escapePointer(missing[1])}`, message: 'Required, and missing.' };
  const extra = unit.keyword === 'additionalProperties' && /^Property "(.*)" does not match/.exec(unit.error);
  if (extra)
    return { pointer: `${pointer}/${escapePointer(extra[1])}`, message: 'Not a property the schema allows here.' };
  if (unit.keyword === 'false') return { pointer, message: 'Not allowed here.' };
  const message = unit.error.replace(/^Instance/, 'The value').replace(/^Property/, 'The property');
  if (unit.keyword === 'anyOf' || unit.keyword === 'oneOf')
    return { pointer, message: `${message} Compare it with the schema's choices.` };
  return { pointer, message };
}

/**
 * What in `value` breaks `schema`, one problem per failed constraint, by where it is in the
 * body. Empty when it matches. A schema the validator cannot read (a pattern JavaScript does not
 * know) is one problem saying so, and Send anyway still sends.
 */
export function bodyProblems(schema: object | boolean, value: unknown): BodyProblem[] {
  let errors: OutputUnit[];
  try {
    const result = new Validator(schema as Schema | boolean, '2020-12', false).validate(value);
    if (result.valid) return [];
    errors = result.errors;
  } catch (error) {
    return [
      {
        pointer: '',
        message: `The body could not be checked against its schema (${(error as Error).message.split('\n')[0]}).`,
      },
    ];
  }
  const kept: OutputUnit[] = [];
  const covered: string[] = [];
  for (const unit of errors) {
    if (WRAPPERS.has(unit.keyword)) continue;
    // Below a summary: an alternative's own errors, or the `false` schema an extra property met.
    const below = covered.some(
      (at) =>
        unit.keywordLocation.startsWith(`${at}/`) || (unit.keywordLocation === at && !SUMMARIES.has(unit.keyword)),
    );
    if (below) continue;
    if (SUMMARIES.has(unit.keyword)) covered.push(unit.keywordLocation);
    kept.push(unit);
  }
  const seen = new Set<string>();
  const named = new Set<string>();
  return kept.map(problemOf).filter((p) => {
    const key = `${p.pointer}\n${p.message}`;
    // The validator adds "false schema" at an extra property it has already named.
    if (seen.has(key) || (p.message === 'Not allowed here.' && named.has(p.pointer))) return false;
    seen.add(key);
    named.add(p.pointer);
    return true;
  });
}
