import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_RETRY_MS, MAX_REFRESHES, refreshUntilShown } from './refresh-until-shown.ts';

interface FakeTimer {
  run: () => void;
  ms: number;
  cleared: boolean;
  fired: boolean;
}

/** A page whose render time the test sets, with timers the test fires by hand. */
function fakePage(renderedAt: number) {
  const page = { renderedAt, refreshes: 0, timers: [] as FakeTimer[] };
  const scheduler = refreshUntilShown({
    refresh: () => void (page.refreshes += 1),
    shownFrom: () => page.renderedAt,
    setTimer: (run, ms) => {
      const timer: FakeTimer = { run, ms, cleared: false, fired: false };
      page.timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      if (timer) (timer as FakeTimer).cleared = true;
    },
  });
  const pendingTimers = () => page.timers.filter((t) => !t.cleared && !t.fired);
  return {
    page,
    scheduler,
    fire() {
      const [timer] = pendingTimers();
      assert.ok(timer, 'a retry is pending');
      timer.fired = true;
      timer.run();
    },
    pending: () => pendingTimers().length,
  };
}

test('a run older than the render the page shows asks for nothing', () => {
  const { page, scheduler, pending } = fakePage(1000);
  scheduler.runFinished(900);
  assert.equal(page.refreshes, 0);
  assert.equal(pending(), 0);
});

test('a newer run refreshes once, and no more once the page shows a render after it', () => {
  const { page, scheduler, fire, pending } = fakePage(1000);
  scheduler.runFinished(1500);
  assert.equal(page.refreshes, 1);
  page.renderedAt = 1600;
  fire();
  assert.equal(page.refreshes, 1);
  assert.equal(pending(), 0);
});

test('a refresh Next did not apply is asked again, each wait twice the last, up to the limit', () => {
  const { page, scheduler, fire, pending } = fakePage(1000);
  scheduler.runFinished(1500);
  for (let i = 1; i < MAX_REFRESHES; i++) fire();
  assert.equal(page.refreshes, MAX_REFRESHES);
  assert.deepEqual(
    page.timers.map((t) => t.ms),
    Array.from({ length: MAX_REFRESHES }, (_, i) => FIRST_RETRY_MS * 2 ** i),
  );
  fire();
  assert.equal(page.refreshes, MAX_REFRESHES, 'the asking stops');
  assert.equal(pending(), 0);
});

test('a later run starts the asking afresh; the same run announced again does not', () => {
  const { page, scheduler, fire } = fakePage(1000);
  scheduler.runFinished(1500);
  scheduler.runFinished(1500);
  assert.equal(page.refreshes, 1);
  for (let i = 1; i < MAX_REFRESHES; i++) fire();
  scheduler.runFinished(2500);
  assert.equal(page.refreshes, MAX_REFRESHES + 1);
});

test('stop drops the pending retry', () => {
  const { scheduler, pending } = fakePage(1000);
  scheduler.runFinished(1500);
  scheduler.stop();
  assert.equal(pending(), 0);
});
