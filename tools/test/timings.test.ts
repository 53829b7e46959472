/** `npm test`'s record of where its time went: every test's time written as it runs, the slowest listed, a failed stage included. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runNodeTests } from './node-tests.ts';
import { playwrightTimings, slowestLines, stageTimings } from './slowest.ts';
import { summary } from './main.ts';

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a node:test stage records each test as it finishes, a failing one too, and the slow list names the slowest first', (t) => {
  const dir = tempDir(t);
  fs.writeFileSync(
    path.join(dir, 'sample.test.ts'),
    [
      "import { test } from 'node:test';",
      'const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));',
      "test('slow', async () => { await wait(300); });",
      "test('quick', () => {});",
      "test('fails', async (t) => { await t.test('inner', () => {}); throw new Error('no'); });",
      "test('skipped', { skip: 'not today' }, () => {});",
    ].join('\n'),
  );
  // Without this test's own runner context, which would make the child skip its files.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const run = runNodeTests('unit', ['sample.test.ts'], { cwd: dir, encoding: 'utf8', env });
  assert.equal(run.status, 1, `${run.stdout}${run.stderr}`);
  assert.match(String(run.stdout), /not ok \d+ - fails/, 'the usual report still goes to stdout');
  const timings = stageTimings('unit', path.join(dir, 'test-results/timings'));
  assert.ok(timings);
  assert.deepEqual(timings.map((x) => [x.test, x.passed, x.skipped]).sort(), [
    ['sample.test.ts › fails', false, false],
    ['sample.test.ts › quick', true, false],
    ['sample.test.ts › skipped', true, true],
    ['sample.test.ts › slow', true, false],
  ]);
  const lines = slowestLines('unit', timings, 2);
  assert.equal(lines[0], 'unit: the 2 slowest of 4 tests');
  assert.match(lines[1], /^ +0\.[3-9] s {2}sample\.test\.ts › slow$/);
});

test("Playwright's JSON report gives each test's time with its describe titles, retries added, a failure marked", () => {
  const timings = playwrightTimings({
    suites: [
      {
        title: 'search.spec.ts',
        file: 'search.spec.ts',
        specs: [
          {
            title: 'finds a page',
            file: 'search.spec.ts',
            tests: [{ results: [{ duration: 1200, status: 'passed' }] }],
          },
        ],
        suites: [
          {
            title: 'dialog',
            file: 'search.spec.ts',
            specs: [
              {
                title: 'opens',
                file: 'search.spec.ts',
                tests: [
                  {
                    results: [
                      { duration: 4000, status: 'failed' },
                      { duration: 3000, status: 'failed' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  });
  assert.deepEqual(timings, [
    { test: 'search.spec.ts › finds a page', ms: 1200, passed: true, skipped: false },
    { test: 'search.spec.ts › dialog › opens (2 attempts)', ms: 7000, passed: false, skipped: false },
  ]);
  assert.deepEqual(slowestLines('e2e', timings), [
    'e2e: the 2 slowest of 2 tests',
    '     7.0 s  ✗ search.spec.ts › dialog › opens (2 attempts)',
    '     1.2 s  search.spec.ts › finds a page',
  ]);
});

test('the closing summary gives every stage its time, a failed stage its exit code and slow list, and the stages not run', (t) => {
  const dir = tempDir(t);
  fs.writeFileSync(
    path.join(dir, 'unit.jsonl'),
    [
      { file: 'a.test.ts', name: 'passes', nesting: 0, ms: 12.5, passed: true },
      { file: 'a.test.ts', name: 'inner', nesting: 1, ms: 2, passed: true },
      { file: 'b.test.ts', name: 'breaks', nesting: 0, ms: 2500, passed: false },
    ]
      .map((x) => JSON.stringify(x))
      .join('\n') + '\n',
  );
  const text = summary(
    [
      { name: 'lint', seconds: 30.04, code: 0 },
      { name: 'unit', seconds: 300, code: 1 },
    ],
    ['samples', 'e2e'],
    dir,
  );
  assert.equal(
    text,
    [
      '',
      '── test stages ──',
      '  lint        30.0 s  passed',
      '  unit       300.0 s  failed (exit 1)',
      '  samples          —  not run',
      '  e2e              —  not run',
      '  total      330.0 s',
      '',
      'unit: the 2 slowest of 2 tests',
      '     2.5 s  ✗ b.test.ts › breaks',
      '     0.0 s  a.test.ts › passes',
      '',
      'tests: 1 passed, 1 failed',
    ].join('\n'),
  );
});
