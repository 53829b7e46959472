/**
 * The example check (example-check.ts) of a description, remembered on disk between runs by the
 * description's content: compiling a large API's schemas to check its examples is most of what
 * `gen` spends on it, and a re-run on an unchanged description gives
 * the same findings. Kept for as long as the checking code (example-check.ts and what it imports,
 * the packages, Node) stays the same, as the highlighted code blocks are (disk-store.ts). Lines
 * are added after: a file reformatted keeps its findings but moves them. Under `npm run dev` a
 * changed description is checked example by example: each check is remembered in memory by what
 * it reads (`exampleCheckKeys`), so a save compiles only the schemas of the examples it changed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskStore, type DiskStore } from '../cache/disk-store.ts';
import { hashInputs, importGraph } from '../cache/fingerprint.ts';
import { GEN_CACHE_DIR } from '../cache/site-run.ts';
import { isObject, valueAt, type JsonObject } from '../lib/json.ts';
import { refSegments } from '../lib/errors.ts';
import { contentKey } from '../cache/memo.ts';
import { checkExamples, type ExampleFinding, type UseMemo } from './example-check.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A description's findings, and each example's check by its key (`lastChecks`). */
interface Remembered {
  findings: ExampleFinding[];
  checks: Array<[string, ExampleFinding | null]>;
}

let store: DiskStore<Remembered> | undefined;
/** Opened on first use: the key reads the checking code's files, which a run without an API need not. */
function findingsOnDisk(): DiskStore<Remembered> {
  store ??= diskStore<Remembered>(
    path.join(REPO, GEN_CACHE_DIR, 'example-check'),
    hashInputs([...importGraph('generator/openapi/example-check.ts', REPO), 'package-lock.json'], REPO, {
      node: process.version,
      stored: 'findings and checks',
    }),
  );
  return store;
}

/**
 * The key of one example's check: the example and where it is written, the schema and every
 * definition its local `$ref`s reach (transitively), so editing a component re-checks exactly the
 * examples whose schemas use it. Undefined when a `$ref` leaves the document (what it names is not
 * in the key): that example is always checked.
 */
export function exampleCheckKeys(written: JsonObject): UseMemo['key'] {
  const version = String(written.openapi);
  const targets = new Map<string, { hash: string; refs: string[] } | null>();
  const target = (ref: string) => {
    let found = targets.get(ref);
    if (found === undefined) {
      const node = ref === '#' ? written : valueAt(written, refSegments(ref));
      found = node === undefined ? null : { hash: contentKey(node), refs: [...refsIn(node)] };
      targets.set(ref, found);
    }
    return found;
  };
  return (use, example, schema) => {
    const node = valueAt(written, use.schemaPath);
    const reached = new Map<string, string>();
    const pending = [...refsIn(node)];
    while (pending.length > 0) {
      const ref = pending.pop()!;
      if (reached.has(ref)) continue;
      if (!ref.startsWith('#')) return undefined;
      const found = target(ref);
      reached.set(ref, found?.hash ?? 'missing');
      if (found) pending.push(...found.refs);
    }
    return contentKey(version, example, schema, use.direction ?? '', use.value, node, [...reached].sort());
  };
}

/** Every `$ref` string inside a value. */
function refsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, out);
  else if (isObject(value))
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') out.add(child);
      else refsIn(child, out);
    }
  return out;
}

/**
 * `npm run dev`: each example's check from the last run of its file, by its key (exampleCheckKeys);
 * only that run's are kept, so memory follows the description's size. Kept on disk with the findings: a
 * `npm run dev` whose start found the findings there still checks only what a save changes.
 */
const lastChecks = new Map<string, Map<string, { finding?: ExampleFinding }>>();

/** Every example of a raw document that does not match its schema, in document order, each with its line. */
export function checkExamplesRemembered(
  written: JsonObject,
  lineOf?: (pointer: string) => string,
  /** The description's file: each file's checks are remembered apart (a save to one leaves the others'). */
  file = '',
): ExampleFinding[] {
  const onDisk = findingsOnDisk();
  const input = JSON.stringify(written);
  const remembered = onDisk.get(input);
  let findings: ExampleFinding[];
  if (remembered) {
    findings = remembered.findings;
    lastChecks.set(file, new Map(remembered.checks.map(([key, finding]) => [key, finding ? { finding } : {}])));
  } else {
    const now = new Map<string, { finding?: ExampleFinding }>();
    findings = checkExamples(written, undefined, {
      key: exampleCheckKeys(written),
      get: (key) => {
        const result = lastChecks.get(file)?.get(key);
        if (result) now.set(key, result);
        return result;
      },
      set: (key, result) => void now.set(key, result),
    });
    lastChecks.set(file, now);
    onDisk.set(input, { findings, checks: [...now].map(([key, { finding }]) => [key, finding ?? null]) });
    onDisk.save();
  }
  return findings.map(({ level, example, schema, problems }) => {
    const line = lineOf?.(example);
    return { level, example, ...(line ? { line } : {}), schema, problems };
  });
}
