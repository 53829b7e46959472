/**
 * `tsx tools/test/slowest.ts [STAGE...]`: the ten slowest tests of each stage's last run, with their
 * times, from `test-results/timings/` (node:test stages: STAGE.jsonl from timings-reporter.mjs;
 * Playwright: e2e.json from its JSON reporter). `npm test` prints this at its end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMINGS_DIR } from './node-tests.ts';

export interface Timing {
  /** The file and the test's name (its describe blocks' titles first, for Playwright). */
  test: string;
  ms: number;
  passed: boolean;
  skipped: boolean;
}

/** A node:test stage's top-level tests (a test's subtests run inside its time). */
export function nodeTimings(jsonl: string): Timing[] {
  return jsonl
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(
      (line) =>
        JSON.parse(line) as {
          file: string;
          name: string;
          nesting: number;
          ms: number;
          passed: boolean;
          skipped?: boolean;
        },
    )
    .filter((t) => t.nesting === 0)
    .map((t) => ({ test: `${t.file} › ${t.name}`, ms: t.ms, passed: t.passed, skipped: t.skipped === true }));
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{ projectName?: string; results: Array<{ duration: number; status: string }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

/** Each Playwright test's time, every attempt counted (a retried test cost its retries too). */
export function playwrightTimings(report: { suites?: PlaywrightSuite[] }): Timing[] {
  const out: Timing[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const attempts = t.results.length;
        const last = t.results.at(-1)?.status;
        out.push({
          test:
            [spec.file, ...here.filter(Boolean), spec.title].join(' › ') +
            (attempts > 1 ? ` (${attempts} attempts)` : ''),
          ms: t.results.reduce((sum, r) => sum + r.duration, 0),
          passed: last === 'passed' || last === 'skipped',
          skipped: last === 'skipped',
        });
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/** The stage's timings as recorded, or undefined when it recorded none. */
export function stageTimings(stage: string, dir = TIMINGS_DIR): Timing[] | undefined {
  const jsonl = path.join(dir, `${stage}.jsonl`);
  const json = path.join(dir, `${stage}.json`);
  if (fs.existsSync(jsonl)) return nodeTimings(fs.readFileSync(jsonl, 'utf8'));
  if (fs.existsSync(json)) return playwrightTimings(JSON.parse(fs.readFileSync(json, 'utf8')));
  return undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** The `count` slowest tests of a stage as lines to print, a failed one marked. */
export function slowestLines(stage: string, timings: Timing[], count = 10): string[] {
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
  return [
    `${stage}: the ${slowest.length} slowest of ${timings.length} tests`,
    ...slowest.map((t) => `  ${seconds(t.ms)}  ${t.passed ? '' : '✗ '}${t.test}`),
  ];
}

/** The stages with a timings file, in the order `npm test` runs them, then any other. */
export function recordedStages(dir = TIMINGS_DIR): string[] {
  const order = ['unit', 'samples', 'mcp', 'e2e', 'dev'];
  const found = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /\.jsonl?$/.test(f) && f !== 'stages.json')
        .map((f) => f.replace(/\.jsonl?$/, ''))
    : [];
  return [...new Set(found)].sort((a, b) => {
    const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stages = process.argv.length > 2 ? process.argv.slice(2) : recordedStages();
  for (const stage of stages) {
    const timings = stageTimings(stage);
    process.stdout.write(
      (timings ? slowestLines(stage, timings) : [`${stage}: no timings in ${TIMINGS_DIR}`]).join('\n') + '\n\n',
    );
  }
}
