/**
 * Main-thread blocking while a page loads, observed in Chromium with the CPU slowed down as
 * Lighthouse's mobile preset slows it (4×), without its network model: the long tasks the browser
 * reports (PerformanceObserver `longtask`), summed as Lighthouse sums Total Blocking Time (each
 * task's time past 50 ms, from the first contentful paint on). Several loads, the median kept:
 * steadier than one Lighthouse run, whose simulated figures move with when the first paint falls.
 */
import type { Browser } from '@playwright/test';

/** Lighthouse's mobile CPU slowdown: these figures and the mobile Lighthouse targets assume the same phone. */
export const CPU_SLOWDOWN = 4;
const SETTLE_MS = 4000;

/** A long task: start and duration in milliseconds since navigation. */
export type LongTask = [start: number, duration: number];

/** Lighthouse's Total Blocking Time over observed tasks: the part of each past 50 ms, after FCP. */
export function totalBlockingTime(tasks: LongTask[], fcp: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    if (end <= fcp) continue;
    // A task that straddles FCP counts only its part after FCP, as Lighthouse counts it.
    const counted = start < fcp ? end - fcp : duration;
    total += Math.max(0, counted - 50);
  }
  return Math.round(total);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export interface Blocking {
  tbtMs: number;
  longestTaskMs: number;
  runs: number;
  range: [number, number];
}

/** Loads `url` `runs` times in a phone-sized page at CPU_SLOWDOWN; medians of TBT and the longest task. */
export async function mainThreadBlocking(browser: Browser, url: string, runs: number): Promise<Blocking> {
  const tbts: number[] = [];
  const longest: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: LongTask[] = [];
        (window as unknown as { sgLongTasks: typeof tasks }).sgLongTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'load' });
      // Hydration and its effects run after `load` at this speed; a fixed settle, not a test timer.
      await page.waitForTimeout(SETTLE_MS);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: (window as unknown as { sgLongTasks: LongTask[] }).sgLongTasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      tbts.push(totalBlockingTime(tasks, fcp));
      longest.push(Math.round(Math.max(0, ...tasks.map(([, duration]) => duration))));
    } finally {
      await context.close();
    }
  }
  return { tbtMs: median(tbts), longestTaskMs: median(longest), runs, range: [Math.min(...tbts), Math.max(...tbts)] };
}

/** "TBT 598 ms (median of 9 loads, 422–721), longest task 389 ms". */
export function blockingNote(b: Blocking): string {
  const loads = b.runs === 1 ? '1 load' : `median of ${b.runs} loads, ${b.range[0]}–${b.range[1]}`;
  return `TBT ${b.tbtMs} ms (${loads}), longest task ${b.longestTaskMs} ms`;
}
