/**
 * What the request builder costs an operation page (docs/decisions.md, "Budgets"). Its first-load part (the "Try it"
 * button and the sample tabs it feeds) is found by module in the scripts the page fetches before
 * interaction; its form is fetched only when the reader opens it, and is weighed then.
 */
import type { Browser } from '@playwright/test';
import { featureBytes } from './chunk-modules.ts';
import { gzipSize } from './page-weight.ts';

/** Text only the builder's first-load modules have: the button's label, the sample tabs' storage key. */
const REQUEST_BUILDER_MARKERS = ['Open the request builder', 'api-code-sample-language'];
const OPEN_BUTTON = 'Open the request builder';

export interface RequestBuilderWeight {
  /** Gzip bytes of the builder's modules among the scripts loaded before interaction. */
  firstLoadGzip: number;
  firstLoadModules: number;
  /** Gzip bytes of the scripts fetched when the builder is opened (its form). */
  onOpenGzip: number;
  onOpenFiles: number;
}

export async function weighRequestBuilder(browser: Browser, url: string): Promise<RequestBuilderWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<string | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !scripts.has(response.url())) {
      scripts.set(
        response.url(),
        response.text().catch(() => null),
      );
    }
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const firstLoadUrls = new Set(scripts.keys());
    const firstLoad = (await Promise.all([...scripts.values()])).filter((text): text is string => text !== null);
    const builder = featureBytes(firstLoad, REQUEST_BUILDER_MARKERS);

    // Opened without hovering first (a click straight from the keyboard): the form loads now.
    await page.getByRole('button', { name: OPEN_BUTTON }).dispatchEvent('click');
    await page.getByRole('form', { name: /^Request builder/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const opened = [...scripts.entries()].filter(([scriptUrl]) => !firstLoadUrls.has(scriptUrl));
    const openedTexts = (await Promise.all(opened.map(([, text]) => text))).filter(
      (text): text is string => text !== null,
    );
    return {
      firstLoadGzip: builder.gzipBytes,
      firstLoadModules: builder.modules,
      onOpenGzip: openedTexts.reduce((total, text) => total + gzipSize(Buffer.from(text)), 0),
      onOpenFiles: openedTexts.length,
    };
  } finally {
    await context.close();
  }
}
