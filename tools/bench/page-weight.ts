/**
 * What one page costs a reader before they interact: its HTML, the JavaScript and CSS the
 * browser fetches until the network goes quiet, raw and gzip-compressed (what a server sends).
 */
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface LoadedResource {
  type: 'document' | 'script' | 'stylesheet' | 'other';
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  jsBytes: number;
  jsGzip: number;
  jsFiles: number;
  cssBytes: number;
  cssGzip: number;
}

export const gzipSize = (body: Buffer) => zlib.gzipSync(body).length;

/** Totals per resource type; a URL fetched twice counts once. */
export function weigh(resources: LoadedResource[]): PageWeight {
  const unique = new Map(resources.map((resource) => [resource.url, resource]));
  const of = (type: LoadedResource['type']) => [...unique.values()].filter((resource) => resource.type === type);
  const sum = (list: LoadedResource[], key: 'bytes' | 'gzipBytes') =>
    list.reduce((total, resource) => total + resource[key], 0);
  const documents = of('document');
  const scripts = of('script');
  const styles = of('stylesheet');
  return {
    htmlBytes: sum(documents, 'bytes'),
    htmlGzip: sum(documents, 'gzipBytes'),
    jsBytes: sum(scripts, 'bytes'),
    jsGzip: sum(scripts, 'gzipBytes'),
    jsFiles: scripts.length,
    cssBytes: sum(styles, 'bytes'),
    cssGzip: sum(styles, 'gzipBytes'),
  };
}

/** Loads `url` in a fresh browser context (empty cache) and records what it fetched. */
export async function loadResources(browser: Browser, url: string): Promise<LoadedResource[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Promise<LoadedResource | null>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    const type = kind === 'document' || kind === 'script' || kind === 'stylesheet' ? kind : 'other';
    pending.push(
      response.body().then(
        (body) => ({ type, url: response.url(), bytes: body.length, gzipBytes: gzipSize(body) }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const resources = (await Promise.all(pending)).filter((resource): resource is LoadedResource => resource !== null);
  await context.close();
  return resources;
}
