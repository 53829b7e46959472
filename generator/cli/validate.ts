import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { SpecError } from '../lib/errors.ts';
import type { CliSpec } from './spec-format.ts';
import { countText } from '../../shared/count-text.ts';

const SCHEMA_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cli-spec/sand.schema.json');

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const schema = JSON.parse(fs.readFileSync(SCHEMA_PATH, 'utf8'));
  // strictRequired is off because `not: { required: [...] }` is how the schema forbids keys.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    verbose: true,
  });
  compiled = ajv.compile(schema);
  return compiled;
}

/** Messages for the schema's `not` rules, keyed by where they sit in the schema. */
const NOT_RULES: Array<{ forbids: string; reason: string; fix: string }> = [
  {
    forbids: '{"required":["enum"]}',
    reason: 'a boolean flag has enum values',
    fix: 'remove "enum", or give the flag type "string"',
  },
  {
    forbids: '{"required":["default"]}',
    reason: 'a required flag has a default',
    fix: 'remove "default" (a required flag is always given) or remove "required"',
  },
  {
    forbids: '{"anyOf":[{"required":["args"]},{"required":["flags"]},{"required":["operations"]}]}',
    reason: 'a command with subcommands has args, flags or operations',
    fix: 'move "args", "flags" and "operations" to its subcommands: a command with subcommands only groups them',
  },
];

function describe(error: ErrorObject): { reason: string; fix: string } {
  const p = error.params as Record<string, unknown>;
  const parentDescription = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case 'required':
      return { reason: `"${p.missingProperty}" is missing`, fix: `add "${p.missingProperty}"` };
    case 'dependentRequired':
      return {
        reason: `"${p.property}" is given without "${p.missingProperty}"`,
        fix:
          p.property === 'replacedBy'
            ? 'add "deprecated" saying which flag to use instead: a renamed flag\'s old name is deprecated'
            : `add "${p.missingProperty}" or remove "${p.property}"`,
      };
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      return {
        reason: `unknown key "${p.additionalProperty}"`,
        fix: `remove it or correct its spelling; allowed keys: ${allowed.join(', ')}`,
      };
    }
    case 'enum':
      return {
        reason: `${JSON.stringify(error.data)} is not an allowed value`,
        fix: `use one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return {
        reason: `${JSON.stringify(error.data)} is not allowed here`,
        fix: `use ${JSON.stringify(p.allowedValue)}`,
      };
    case 'type':
      return {
        reason: `expected ${p.type}, found ${Array.isArray(error.data) ? 'array' : error.data === null ? 'null' : typeof error.data}`,
        fix: `give a value of type ${p.type}`,
      };
    case 'pattern':
      return {
        reason: `${JSON.stringify(error.data)} has the wrong form`,
        fix: parentDescription ? `write it as: ${parentDescription}` : `match the pattern ${p.pattern}`,
      };
    case 'minItems':
      return {
        reason: `needs at least ${countText(Number(p.limit), 'item')}`,
        fix: `add ${p.limit === 1 ? 'one' : p.limit} or remove the key`,
      };
    case 'uniqueItems':
      return { reason: `items ${p.j} and ${p.i} are the same`, fix: 'remove the duplicate' };
    case 'minLength':
      return { reason: 'is empty', fix: 'write the text or remove the key' };
    case 'maxLength':
      return {
        reason: `is longer than ${p.limit} characters`,
        fix: 'shorten it to one line; longer text belongs in "description"',
      };
    case 'minimum':
    case 'maximum':
      return {
        reason: `${JSON.stringify(error.data)} is out of range`,
        fix: `use a value ${error.keyword === 'minimum' ? '>=' : '<='} ${p.limit}`,
      };
    case 'not': {
      // The forbidden sub-schema identifies the rule; schema paths are relative to each $ref.
      const rule = NOT_RULES.find((r) => r.forbids === JSON.stringify(error.schema));
      if (rule) return rule;
      return {
        reason: 'has a combination of keys that is not allowed',
        fix: 'see cli-spec/sand.schema.json at ' + error.schemaPath,
      };
    }
    default:
      return { reason: error.message ?? error.keyword, fix: 'see cli-spec/sand.schema.json at ' + error.schemaPath };
  }
}

/**
 * Validates a parsed spec against the JSON Schema. Every problem becomes a SpecError that names
 * the JSON pointer in the spec and how to fix it.
 */
export function validateSpec(file: string, data: unknown): { spec?: CliSpec; errors: SpecError[] } {
  const validate = validator();
  if (validate(data)) return { spec: data as CliSpec, errors: [] };
  const seen = new Set<string>();
  const errors: SpecError[] = [];
  for (const error of validate.errors ?? []) {
    // `if` reports "must match then schema" next to the real error; the real one is enough.
    if (error.keyword === 'if') continue;
    const { reason, fix } = describe(error);
    const place = '#' + error.instancePath;
    const key = `${place}|${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(new SpecError(file, place, reason, fix));
  }
  return { errors };
}
