import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `version` in a reference's version picker until the page goes to `url`: a choice made
 * before React has hydrated the picker changes nothing (a loaded host), and hydrating puts it back
 * on the page's version.
 */
export async function chooseVersion(page: Page, picker: Locator, version: string, url: RegExp) {
  await expect(async () => {
    await picker.selectOption(version);
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
