import { expect, test } from '@playwright/test';

const boxes = [
  'You: sand CLI or API',
  'Sandgarden control plane',
  'Directors in your environment',
  'Models, databases, storage',
];

test.describe('the home page diagram', () => {
  test('reads as an ordered flow and lies on one line on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const flow = page.getByRole('list', { name: 'Building and running' });
    await expect(flow.getByRole('listitem')).toHaveText([
      boxes[0],
      /push steps/,
      boxes[1],
      /configuration and runs/,
      boxes[2],
      /connectors/,
      boxes[3],
    ]);
    const tops = await flow
      .getByRole('listitem')
      .evaluateAll((items) =>
        items
          .filter((_, i) => i % 2 === 0)
          .map((li) => Math.round(li.getBoundingClientRect().top + li.getBoundingClientRect().height / 2)),
      );
    expect(new Set(tops).size).toBe(1);
    // Nothing spills out of the content column.
    expect(await flow.evaluate((ol) => ol.scrollWidth <= ol.clientWidth)).toBe(true);
    // Drawn with HTML and CSS: the page needs no diagram renderer.
    await expect(page.locator('.sg-mermaid, .sg-diagram')).toHaveCount(0);
  });

  test('stacks top to bottom on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const flow = page.getByRole('list', { name: 'Building and running' });
    const tops = await flow
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
  });
});
