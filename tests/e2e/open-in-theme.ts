import { expect, type Page } from '@playwright/test';

export const themes = ['light', 'dark'] as const;

/** Opens a page with the reader's stored theme choice, the way the theme switch leaves it. */
export async function openIn(page: Page, path: string, theme: (typeof themes)[number]) {
  await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
  await page.goto(path, { waitUntil: 'networkidle' });
  expect(await page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'))).toBe(
    theme,
  );
}
