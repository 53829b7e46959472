import { expect, test, type Page } from '@playwright/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Where an element sits relative to the top of the viewport, and how tall the sticky navbar is. */
async function placement(page: Page, id: string) {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId)!.getBoundingClientRect();
    const navbar = document.querySelector('.nextra-navbar')?.getBoundingClientRect();
    return { top: Math.round(target.top), navbarBottom: Math.round(navbar?.bottom ?? 0), viewport: window.innerHeight };
  }, id);
}

/** A heading far enough down the page that reaching it needs a scroll. */
async function headingIdBelowTheFold(page: Page) {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('main h2[id], main h3[id]')] as HTMLElement[];
    return headings.find((h) => h.getBoundingClientRect().top > window.innerHeight * 1.5)!.id;
  });
}

test.use({ viewport: { width: 1280, height: 720 } });

test('a new page opens at its top, even when the reader had scrolled down', async ({ page }) => {
  await page.goto('/docs/reference/architecture');
  await page.mouse.wheel(0, 2_500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Concepts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a new page with a #hash opens at that target', async ({ page }) => {
  await page.goto('/docs/reference/architecture');
  const id = await headingIdBelowTheFold(page);
  await page.goto('/docs/using/concepts');
  await page.evaluate(
    (target) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(target),
    `/docs/reference/architecture#${id}`,
  );
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect
    .poll(async () => {
      const { top, navbarBottom, viewport } = await placement(page, id);
      return top >= navbarBottom - 1 && top < viewport / 3;
    })
    .toBe(true);
});

test('the first load of an address with a #hash opens at that target', async ({ page }) => {
  await page.goto('/docs/reference/architecture');
  const id = await headingIdBelowTheFold(page);
  await page.goto('/docs/using/concepts');
  await page.goto(`/docs/reference/architecture#${id}`);
  await page.waitForLoadState('networkidle');
  const { top, navbarBottom, viewport } = await placement(page, id);
  expect(top).toBeGreaterThanOrEqual(navbarBottom - 1);
  expect(top).toBeLessThan(viewport / 3);
});

test('going back returns to where the reader was, not to the top', async ({ page }) => {
  await page.goto('/docs/reference/architecture');
  await page.mouse.wheel(0, 1_500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
  const before = await scrollY(page);
  await page.locator('aside.nextra-sidebar').getByRole('link', { name: 'Concepts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concepts');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before / 2);
});
