import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayText } from './day-text.ts';

test('a day is written as Intl writes it in English, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Every day of a leap year and a few far ones, each at the day's first and last minute.
  const days = [
    ...Array.from({ length: 366 }, (_, i) => Date.UTC(2024, 0, 1 + i)),
    Date.UTC(1999, 11, 31),
    Date.UTC(2100, 1, 28),
  ];
  for (const day of days) {
    for (const at of [new Date(day), new Date(day + 86_399_000)]) assert.equal(dayText(at), intl.format(at));
  }
});

test('the day is the UTC one, not the machine’s local one', () => {
  assert.equal(dayText(new Date('2026-11-24T23:30:00-05:00')), 'November 25, 2026');
  assert.equal(dayText(new Date('2026-11-25T00:30:00+14:00')), 'November 24, 2026');
});
