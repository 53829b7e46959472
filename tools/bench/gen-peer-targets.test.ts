import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PEER_API_ID,
  PEER_OUTPUT_DIR,
  PEER_PACKAGES,
  genPeerVerdicts,
  peerInstallName,
  peerSiteFiles,
  wasSkipped,
  type GenRun,
} from './gen-peer-targets.ts';
import { verdictWord } from './dev-targets.ts';

const run = (seconds: number, peakMB: number | null, cpuSeconds: number | null = null): GenRun => ({
  seconds,
  cpuSeconds,
  peakBytes: peakMB === null ? null : peakMB * 1e6,
});

const lines = (verdicts: ReturnType<typeof genPeerVerdicts>) =>
  verdicts.map((verdict) => `${verdict.target}: ${verdict.reading}: ${verdictWord(verdict.met)}`);

test('ours within every target: one met line per target, ours beside the peer', () => {
  assert.deepEqual(lines(genPeerVerdicts(run(7.2, 523, 9.8), run(0.62, 130, 0.5), run(15.8, 746, 16.3))), [
    "fresh gen time ≤ the peer's: ours 7.2 s (CPU 9.8 s), peer 15.8 s (CPU 16.3 s): met",
    "fresh gen peak memory ≤ the peer's: ours 523.0 MB, peer 746.0 MB: met",
    'unchanged rerun ≤ 1 s: ours 0.62 s (CPU 0.5 s): met',
  ]);
});

test('slower, larger or a rerun over a second each miss their own target only', () => {
  const slower = genPeerVerdicts(run(16, 500), run(0.5, 100), run(15.8, 746));
  assert.deepEqual(
    slower.map((verdict) => verdict.met),
    [false, true, true],
  );
  const larger = genPeerVerdicts(run(7, 800), run(0.5, 100), run(15.8, 746));
  assert.deepEqual(
    larger.map((verdict) => verdict.met),
    [true, false, true],
  );
  const slowRerun = genPeerVerdicts(run(7, 500), run(1.04, 100), run(15.8, 746));
  assert.deepEqual(
    lines(slowRerun).at(-1),
    'unchanged rerun ≤ 1 s: ours 1.04 s: MISSED',
    'the rerun prints to the hundredth: 1.04 s is not rounded to a met 1.0 s',
  );
  assert.equal(
    genPeerVerdicts(run(15.8, 746), run(1, 1), run(15.8, 746)).every((verdict) => verdict.met),
    true,
  );
});

test('without a memory figure the peak is not judged, and says why', () => {
  const [, memory] = genPeerVerdicts(run(7, null), run(0.5, null), run(15.8, 746));
  assert.equal(memory.met, null);
  assert.match(memory.reading, /no \/proc/);
});

test("the rerun's skip is read from gen's own line", () => {
  assert.ok(
    wasSkipped(
      'warning: x\ngenerated pages are up to date (inputs and generated files unchanged since the last run, recorded in .cache/gen)\n',
    ),
  );
  assert.equal(wasSkipped('content/api: 3866 files (3866 added, 0 changed, 0 removed)\n'), false);
});

test('the scratch site pins every package exactly and reads the given file into its docs folder', () => {
  const files = peerSiteFiles('/tmp/x/api.github.com.json');
  const { dependencies } = JSON.parse(files['package.json']) as { dependencies: Record<string, string> };
  assert.deepEqual(dependencies, PEER_PACKAGES);
  for (const [name, version] of Object.entries(dependencies))
    assert.match(version, /^\d+\.\d+\.\d+$/, `${name}@${version} is not an exact version`);
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', files['docusaurus.config.js'])(module);
  const [[pluginName, plugin]] = module.exports.plugins as Array<[string, { config: Record<string, unknown> }]>;
  assert.equal(pluginName, 'docusaurus-plugin-openapi-docs');
  assert.deepEqual(plugin.config[PEER_API_ID], {
    specPath: '/tmp/x/api.github.com.json',
    outputDir: PEER_OUTPUT_DIR,
    sidebarOptions: { groupPathsBy: 'tag' },
  });
});

test('another set of versions installs into a folder of its own', () => {
  assert.equal(peerInstallName(), 'docusaurus-3.10.2-openapi-docs-5.2.0');
  assert.notEqual(peerInstallName({ ...PEER_PACKAGES, 'docusaurus-plugin-openapi-docs': '5.3.0' }), peerInstallName());
});
