'use client';
import { dayText } from '../shared/day-text';

/**
 * The line under a page, "Last updated on November 24, 2026", standing in for the theme's (which
 * the theme clones with the page's `date`). The theme's own writes the date with
 * `toLocaleDateString` while the page hydrates, in the reader's time zone; this one writes the
 * server's text again (`day-text.ts`).
 */
export function LastUpdated({ date }: { date?: Date }) {
  if (!date) return null;
  return (
    <>
      Last updated on <time dateTime={date.toISOString()}>{dayText(date)}</time>
    </>
  );
}
