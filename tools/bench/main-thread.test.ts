import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockingNote, median, totalBlockingTime } from './main-thread.ts';

test('Total Blocking Time counts each task past 50 ms, only after the first contentful paint', () => {
  // Before FCP: ignored. Straddling FCP at 1000: only 1000–1130 counts (130 → 80).
  // After: 120 → 70, 40 → 0 (short tasks block nothing).
  assert.equal(
    totalBlockingTime(
      [
        [100, 400],
        [950, 180],
        [1500, 120],
        [2000, 40],
      ],
      1000,
    ),
    80 + 70,
  );
  assert.equal(totalBlockingTime([], 500), 0);
});

test('median and the printed note', () => {
  assert.equal(median([5, 1, 9]), 5);
  assert.equal(median([4, 1, 3, 2]), 3);
  assert.equal(
    blockingNote({ tbtMs: 598, longestTaskMs: 389, runs: 9, range: [422, 721] }),
    'TBT 598 ms (median of 9 loads, 422–721), longest task 389 ms',
  );
  assert.equal(
    blockingNote({ tbtMs: 588, longestTaskMs: 487, runs: 1, range: [588, 588] }),
    'TBT 588 ms (1 load), longest task 487 ms',
  );
});
