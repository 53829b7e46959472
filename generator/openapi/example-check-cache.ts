/**
 * The example check (example-check.ts) of a description, remembered on disk between runs by the
 * description's content: compiling a large API's schemas to check its examples is most of what
 * `gen` spends on it, and a re-run on an unchanged description gives
 * the same findings. Kept for as long as the checking code (example-check.ts and what it imports,
 * the packages, Node) stays the same, as the highlighted code blocks are (disk-store.ts). Lines
 * are added after: a file reformatted keeps its findings but moves them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskStore, type DiskStore } from '../cache/disk-store.ts';
import { hashInputs, importGraph } from '../cache/fingerprint.ts';
import { GEN_CACHE_DIR } from '../cache/site-run.ts';
import type { JsonObject } from '../lib/json.ts';
import { checkExamples, type ExampleFinding } from './example-check.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let store: DiskStore<ExampleFinding[]> | undefined;
/** Opened on first use: the key reads the checking code's files, which a run without an API need not. */
function findingsOnDisk(): DiskStore<ExampleFinding[]> {
  store ??= diskStore<ExampleFinding[]>(
    path.join(REPO, GEN_CACHE_DIR, 'example-check'),
    hashInputs([...importGraph('generator/openapi/example-check.ts', REPO), 'package-lock.json'], REPO, {
      node: process.version,
    }),
  );
  return store;
}

/** Every example of a raw document that does not match its schema, in document order, each with its line. */
export function checkExamplesRemembered(written: JsonObject, lineOf?: (pointer: string) => string): ExampleFinding[] {
  const onDisk = findingsOnDisk();
  const input = JSON.stringify(written);
  let findings = onDisk.get(input);
  if (!findings) {
    findings = checkExamples(written);
    onDisk.set(input, findings);
    onDisk.save();
  }
  return findings.map(({ level, example, schema, problems }) => {
    const line = lineOf?.(example);
    return { level, example, ...(line ? { line } : {}), schema, problems };
  });
}
