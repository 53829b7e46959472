/**
 * `tsx tools/test/node-tests.ts STAGE [--concurrency=N] PATH...`: runs the node:test files under
 * each PATH (a folder, searched for `*.test.ts`, or a file) with the tsx loader, printing the usual
 * report and recording every test's time in `test-results/timings/STAGE.jsonl` (timings-reporter.mjs).
 * Exits with the test runner's code.
 */
import { type SpawnSyncOptions, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TIMINGS_DIR = 'test-results/timings';

/** The test files a path names: itself, or every `*.test.ts` under it (node_modules left out), sorted. */
export function testFiles(paths: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.test.ts')) files.push(full);
    }
  };
  for (const p of paths) {
    if (!fs.existsSync(p)) throw new Error(`node-tests: ${p} does not exist`);
    if (fs.statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
  return files.sort();
}

/** The node arguments that run `files` with the tsx loader, a report on stdout and the timings file. */
export function nodeTestArgs(stage: string, files: string[], concurrency?: number, tty = false): string[] {
  return [
    // The loader by its full address: a bare `tsx` resolves from the working directory.
    '--import',
    import.meta.resolve('tsx'),
    '--test',
    ...(concurrency ? [`--test-concurrency=${concurrency}`] : []),
    // node's own choice when it reports alone: spec on a terminal, TAP otherwise.
    `--test-reporter=${tty ? 'spec' : 'tap'}`,
    '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(path.dirname(fileURLToPath(import.meta.url)), 'timings-reporter.mjs')}`,
    `--test-reporter-destination=${path.join(TIMINGS_DIR, `${stage}.jsonl`)}`,
    ...files,
  ];
}

/** Runs `files` (relative to `options.cwd`) as one stage, its timings under that folder's TIMINGS_DIR. */
export function runNodeTests(
  stage: string,
  files: string[],
  options: SpawnSyncOptions & { concurrency?: number } = {},
): SpawnSyncReturns<string | Buffer> {
  const { concurrency, ...spawnOptions } = options;
  fs.mkdirSync(path.join(String(spawnOptions.cwd ?? '.'), TIMINGS_DIR), { recursive: true });
  const tty = spawnOptions.stdio === 'inherit' && process.stdout.isTTY;
  return spawnSync(process.execPath, nodeTestArgs(stage, files, concurrency, tty), spawnOptions);
}

function main(args: string[]): number {
  const [stage, ...rest] = args;
  const concurrencyArg = rest.find((a) => a.startsWith('--concurrency='));
  const paths = rest.filter((a) => a !== concurrencyArg);
  if (!stage || !/^[a-z0-9-]+$/.test(stage) || paths.length === 0) {
    process.stderr.write('usage: tsx tools/test/node-tests.ts STAGE [--concurrency=N] PATH...\n');
    return 2;
  }
  const concurrency = concurrencyArg ? Number(concurrencyArg.split('=')[1]) : undefined;
  return runNodeTests(stage, testFiles(paths), { concurrency, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
