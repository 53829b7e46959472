/**
 * A recipe file validated as Arazzo 1.0 by Redocly's linter (`@redocly/openapi-core`): its
 * structure against the Arazzo types (`struct`: unknown and missing fields, wrong types, enum
 * values) and its Arazzo rules (unique workflow and step IDs, source descriptions, criteria,
 * actions), every rule an error. The first problem throws a SpecError with its pointer and line.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import path from 'node:path';
import { SpecError } from '../lib/errors.ts';
import { place, type LoadedDocument } from '../openapi/load.ts';

/** Every Arazzo rule of the linter, as errors (its own defaults leave some as warnings). */
const ARAZZO_RULES = {
  struct: 'error',
  'criteria-unique': 'error',
  'no-criteria-xpath': 'error',
  'parameters-unique': 'error',
  'requestBody-replacements-unique': 'error',
  'sourceDescription-type': 'error',
  'step-onSuccess-unique': 'error',
  'step-onFailure-unique': 'error',
  'stepId-unique': 'error',
  'sourceDescription-name-unique': 'error',
  'sourceDescriptions-not-empty': 'error',
  'workflowId-unique': 'error',
  'workflow-dependsOn': 'error',
} as const;

let config: ReturnType<typeof createConfig> | undefined;

export async function lintArazzo(loaded: LoadedDocument): Promise<void> {
  if (typeof loaded.doc.arazzo !== 'string' || !/^1\.0\.\d+$/.test(loaded.doc.arazzo)) {
    throw new SpecError(
      loaded.file,
      place(loaded, '#/arazzo'),
      `"arazzo: ${String(loaded.doc.arazzo)}" is not a version this site reads`,
      'start the file with `arazzo: 1.0.1`',
    );
  }
  config ??= createConfig({ rules: {}, arazzo1Rules: ARAZZO_RULES });
  const problems = await lintFromString({
    source: loaded.text,
    absoluteRef: path.resolve(loaded.file),
    config: await config,
  });
  const first = problems.find((p) => p.severity === 'error');
  if (!first) return;
  const pointer = first.location[0]?.pointer ?? '#/';
  const suggestion = first.suggest?.length ? `did you mean ${first.suggest.join(' or ')}?` : '';
  throw new SpecError(
    loaded.file,
    place(loaded, pointer.replace(/^#\/?$/, '#')),
    `${first.message} (Arazzo rule ${first.ruleId})`,
    suggestion || 'follow the Arazzo 1.0 specification for this field',
  );
}
