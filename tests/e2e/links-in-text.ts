/**
 * A link inside a sentence must be told apart from the words around it by more than colour: an
 * underline, or a colour at 3:1 or more against the text around it (WCAG 1.4.1, axe's
 * `link-in-text-block`). Read here from the rendered page, for links-in-text.spec.ts and the
 * per-kind visits of accessibility.spec.ts.
 */
import { expect, type Page } from '@playwright/test';

export interface LinkLook {
  text: string;
  underlined: boolean;
  contrast: number;
}

/**
 * Each visible link in running text of `<main>` (inside a p, li, td or dd that holds other text
 * than the link's), with whether it is underlined and its colour's contrast against the text of
 * that block. Colours go through a canvas, so any CSS colour syntax is read as sRGB.
 */
export function linksInText(page: Page): Promise<LinkLook[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const pageBackground = getComputedStyle(document.body).backgroundColor;
    const rgb = (color: string): [number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = pageBackground;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = ([r, g, b]: [number, number, number]) => {
      const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((m, n) => n - m);
      return (x + 0.05) / (y + 0.05);
    };
    const main = document.querySelector('main') ?? document.body;
    const looks: LinkLook[] = [];
    const inline = (el: Element) => ['inline', 'contents'].includes(getComputedStyle(el).display);
    /** The block an element's line boxes belong to: its nearest ancestor that is not inline. */
    const blockOf = (el: Element) => {
      let at = el.parentElement;
      while (at && inline(at)) at = at.parentElement;
      return at;
    };
    /** The text a block draws in its own lines (not the text of blocks inside it). */
    const lineText = (block: Element) => {
      let text = '';
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (blockOf(node as unknown as Element) === block) text += node.textContent;
      return text.replace(/\s+/g, ' ').trim();
    };
    for (const a of main.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      // A link laid out as a box of its own (a card, a flex item, a row) is not in a line of text.
      if (!inline(a)) continue;
      const block = blockOf(a);
      if (!block?.matches('p, li, td, dd') || !main.contains(block)) continue;
      const text = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !a.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A link that is all of its line's text stands on its own (a list of links), not in a sentence.
      if (lineText(block) === text) continue;
      const own = getComputedStyle(a);
      const underlined = [a, ...a.querySelectorAll('*')].some((el) =>
        getComputedStyle(el).textDecorationLine.includes('underline'),
      );
      const contrastToText = contrast(own.color, getComputedStyle(block).color);
      looks.push({
        text: `${text.slice(0, 60)}${a.className ? ` .${String(a.className).split(' ')[0]}` : ''}`,
        underlined,
        contrast: Math.round(contrastToText * 100) / 100,
      });
    }
    return looks;
  });
}

/** Every link in running text has an underline or 3:1 against the text around it. */
export async function expectLinksInTextMarked(page: Page) {
  const links = await linksInText(page);
  const unmarked = links
    .filter((link) => !link.underlined && link.contrast < 3)
    .map((link) => `"${link.text}" (${link.contrast}:1)`);
  expect(unmarked, 'links in text with neither an underline nor 3:1 against the text').toEqual([]);
}
