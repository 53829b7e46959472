/**
 * `npm test` (`tsx tools/test/main.ts [STAGE...]`): the stages in order (gen, lint, unit, samples, mcp, search,
 * e2e, dev; or the ones named), each timed. It stops at the first stage that fails and exits with
 * that stage's code; either way it ends by printing every stage's time and the ten slowest tests of
 * each stage that ran (tools/test/slowest.ts), so a failed run still shows where its time went.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMINGS_DIR } from './node-tests.ts';
import { slowestLines, stageTimings } from './slowest.ts';
import { parseCommandLine, usageError, type Command } from '../../generator/lib/command-line.ts';

/** Each stage and the npm script that runs it. */
export const STAGES: Array<{ name: string; script: string; args?: string[] }> = [
  // The generated pages are built, not committed: every later stage reads them.
  { name: 'gen', script: 'gen', args: ['--quiet'] },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'samples', script: 'test:samples' },
  { name: 'mcp', script: 'test:mcp' },
  { name: 'search', script: 'test:search' },
  { name: 'e2e', script: 'test:e2e' },
  { name: 'dev', script: 'test:dev' },
];

export interface StageResult {
  name: string;
  seconds: number;
  code: number;
}

/** The closing report: each stage's wall time and outcome, then each stage's slowest tests. */
export function summary(results: StageResult[], notRun: string[], dir = TIMINGS_DIR): string {
  const lines = ['', '── test stages ──'];
  for (const r of results)
    lines.push(
      `  ${r.name.padEnd(8)} ${`${r.seconds.toFixed(1)} s`.padStart(9)}  ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`,
    );
  for (const name of notRun) lines.push(`  ${name.padEnd(8)} ${'—'.padStart(9)}  not run`);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  lines.push(`  ${'total'.padEnd(8)} ${`${total.toFixed(1)} s`.padStart(9)}`, '');
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    const timings = stageTimings(r.name, dir);
    if (!timings) continue;
    lines.push(...slowestLines(r.name, timings), '');
    passed += timings.filter((t) => t.passed && !t.skipped).length;
    failed += timings.filter((t) => !t.passed).length;
  }
  // The plain closing line any reader of a test run understands.
  lines.push(`tests: ${passed} passed, ${failed} failed`);
  return lines.join('\n');
}

const TEST: Command = {
  name: 'npm test',
  usage: `usage: npm test [-- STAGE...]

  Runs the stages in order (${STAGES.map((s) => s.name).join(', ')}; or only those named), each timed;
  stops at the first that fails, and ends with each stage's time and its ten slowest tests.

  -h, --help  this text`,
};

function main(argv: string[]): number {
  const parsed = parseCommandLine(TEST, { args: argv, options: {}, allowPositionals: true });
  if (typeof parsed === 'number') return parsed;
  const args = parsed.positionals;
  const unknown = args.filter((a) => !STAGES.some((s) => s.name === a));
  if (unknown.length > 0)
    return usageError(TEST, `unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  const stages = args.length > 0 ? STAGES.filter((s) => args.includes(s.name)) : STAGES;
  // Timings left by an earlier run would pass for this run's.
  fs.rmSync(TIMINGS_DIR, { recursive: true, force: true });
  fs.mkdirSync(TIMINGS_DIR, { recursive: true });
  const results: StageResult[] = [];
  for (const stage of stages) {
    const extra = stage.args ? ['--', ...stage.args] : [];
    process.stdout.write(`\n── ${stage.name}: npm run ${[stage.script, ...extra].join(' ')} ──\n`);
    const started = performance.now();
    const run = spawnSync('npm', ['run', stage.script, ...extra], { stdio: 'inherit' });
    const code = run.status ?? (run.signal ? 128 + (run.signal === 'SIGINT' ? 2 : 15) : 1);
    results.push({ name: stage.name, seconds: (performance.now() - started) / 1000, code });
    fs.writeFileSync(path.join(TIMINGS_DIR, 'stages.json'), JSON.stringify(results, null, 2) + '\n');
    if (code !== 0) break;
  }
  const notRun = stages.slice(results.length).map((s) => s.name);
  process.stdout.write(summary(results, notRun) + '\n');
  return results.find((r) => r.code !== 0)?.code ?? 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
