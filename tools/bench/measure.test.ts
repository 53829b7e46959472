import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currentStep, measure } from './measure.ts';

test('the current step is the last announced one', () => {
  assert.equal(currentStep(''), undefined);
  assert.equal(currentStep('gen done\n'), undefined);
  assert.equal(currentStep('▶ next build (static export to out/)\n'), 'next build (static export to out/)');
  assert.equal(
    currentStep('x\n▶ twins\n✓ twins (1.0 s)\n\n▶ search index (Pagefind)\nindexing'),
    'search index (Pagefind)',
  );
});

test('the peak memory is told per announced step', { skip: process.platform !== 'linux' }, async () => {
  // A first step that holds little, then one that holds ~300 MB for a while.
  const script = `
    const wait = (ms) => new Promise((r) => setTimeout(r, ms));
    console.log('▶ small'); await wait(600);
    console.log('▶ big'); const held = Buffer.alloc(300 * 1024 * 1024, 1); await wait(600);
    console.log(held.length);`;
  const run = await measure(process.execPath, ['--input-type=module', '-e', script]);
  const { small, big } = run.peakByStep;
  assert.ok(small !== undefined && big !== undefined, JSON.stringify(run.peakByStep));
  assert.ok(big! - small! > 200 * 1024 * 1024, `small ${small}, big ${big}`);
  assert.equal(run.peakBytes, Math.max(small!, big!));
});
