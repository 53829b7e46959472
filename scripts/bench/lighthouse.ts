/**
 * Lighthouse scores and Largest Contentful Paint of one page, with the desktop or the mobile preset
 * (Lighthouse's default: a mid-range phone on a throttled 4G connection), from the installed `lighthouse` CLI driving
 * Chromium (CHROME_PATH, Debian's by default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './browser.ts';
import { measure } from './measure.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/** The 0–100 category scores of a Lighthouse JSON report. */
export function scoresOf(report: { categories: Record<string, { score: number | null }> }): Scores {
  const scores = {} as Scores;
  for (const category of CATEGORIES) {
    const score = report.categories[category]?.score;
    if (score === undefined || score === null) throw new Error(`the Lighthouse report has no ${category} score`);
    scores[category] = Math.round(score * 100);
  }
  return scores;
}

export type Preset = 'desktop' | 'mobile';

type Audits = { audits: Record<string, { numericValue?: number }> };

/** An audit's measured value in milliseconds, rounded (simulated throttling). */
function millisecondsOf(report: Audits, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`the Lighthouse report has no ${audit} value`);
  return Math.round(value);
}

/** Largest Contentful Paint in milliseconds. */
export const lcpOf = (report: Audits) => millisecondsOf(report, 'largest-contentful-paint');

/** Total Blocking Time in milliseconds: main-thread work (mostly hydration) past 50 ms per task. */
export const tbtOf = (report: Audits) => millisecondsOf(report, 'total-blocking-time');

export async function lighthouseScores(url: string, preset: Preset = 'desktop'): Promise<Scores & { lcpMs: number; tbtMs: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandgarden-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await measure('node_modules/.bin/lighthouse', [
      url,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
    ], { env: { CHROME_PATH: chromiumPath() } });
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    return { ...scoresOf(json), lcpMs: lcpOf(json), tbtMs: tbtOf(json) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
