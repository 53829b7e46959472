/**
 * Which recipes call which operations, read straight from the recipe files (no API needed), for
 * `npm run api-diff` and the changelog: a change on an operation names the recipes it affects.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { recipeFiles } from './index.ts';

/** operationId → the workflowIds of the recipes whose steps call it, in file order. */
export function recipesByOperation(files: readonly string[] = recipeFiles()): Map<string, string[]> {
  const byOperation = new Map<string, string[]>();
  for (const file of files) {
    const doc = YAML.parse(fs.readFileSync(file, 'utf8')) as {
      workflows?: Array<{ workflowId?: string; steps?: Array<{ operationId?: string }> }>;
    };
    for (const workflow of doc?.workflows ?? []) {
      for (const step of workflow.steps ?? []) {
        if (typeof step.operationId !== 'string' || !workflow.workflowId) continue;
        const id = step.operationId.replace(/^\$sourceDescriptions\.[^.]+\./, '');
        const list = byOperation.get(id) ?? [];
        if (!list.includes(workflow.workflowId)) list.push(workflow.workflowId);
        byOperation.set(id, list);
      }
    }
  }
  return byOperation;
}
