/**
 * The bundler's one-time cost, paid before the writer's first save. After a start from its disk
 * cache, Turbopack compiles nothing until a page's file changes; the first change of a route then
 * takes seconds (3.0–5.1 s against 0.2–0.5 s for the saves after it, docs/performance-log.md).
 * So once a page is open, `npm run dev` changes a generated page's file of the docs' route in a way
 * MDX cannot see (a blank line at its end), asks Next for that page (which answers once it has
 * compiled the change), and puts the exact bytes back, asking again. The open page is rendered
 * again with the same content; the generator's record of its outputs compares bytes, so the next
 * start still skips generating. The references' routes need none: their pages are read from the
 * files, not compiled (app/_lib/generated-stub-pages.ts), so a save to a spec recompiles nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_CONTENT, STUB_SECTIONS } from '../../generator/lib/generated-content.ts';

/** A generated page of the route a writer's MDX saves recompile: the tags' index, which the docs' route serves. */
export const WARM_PAGES = [{ file: 'content/tags/index.mdx', route: '/tags' }] as const;

/** The generated folders whose pages the docs' route compiles (the tags', the categories'). */
const COMPILED_GENERATED = GENERATED_CONTENT.filter((folder) => !STUB_SECTIONS.includes(folder));

/**
 * The generated file of the page a writer opened when the docs' route compiles it
 * (`/tags/connector` → `content/tags/connector.mdx`, a folder's page → its `index.mdx`), warmed
 * first: the first save of a page also pays the first compile of that page's module. None for a
 * hand-written page, which the warm-up never writes, nor for a reference's, which is not compiled.
 */
export function openedPage(route: string | undefined, root = '.'): { file: string; route: string } | undefined {
  const segments = route?.split('/').filter(Boolean) ?? [];
  if (segments.length === 0 || !COMPILED_GENERATED.includes(segments[0]) || segments.some((s) => s === '..'))
    return undefined;
  const base = `content/${segments.join('/')}`;
  const file = [`${base}.mdx`, `${base}/index.mdx`].find((candidate) => fs.existsSync(path.join(root, candidate)));
  return file ? { file: path.join(root, file), route: `/${segments.join('/')}` } : undefined;
}

/** Long enough for Next's watcher to see a change before the page is asked for. */
export const SEEN_MS = 500;

export interface WarmOptions {
  /** Where `next dev` answers, e.g. `http://localhost:3000`. */
  origin: string;
  page: { file: string; route: string };
  seenMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Asks for a page and waits for its answer (never throws). */
  request?: (url: string) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Asks for a page and waits for its answer; never throws (a page that fails to render is the writer's to see). */
export const requestPage = (url: string): Promise<void> =>
  fetch(url)
    .then((response) => response.arrayBuffer())
    .then(
      () => undefined,
      () => undefined,
    );

/**
 * Whether it ran: false when the page's file is missing (nothing generated yet). The bytes are
 * put back even when a wait throws.
 */
export async function warmBundler({
  origin,
  page,
  seenMs = SEEN_MS,
  sleep = wait,
  request = requestPage,
}: WarmOptions): Promise<boolean> {
  let original: Buffer;
  try {
    original = fs.readFileSync(page.file);
  } catch {
    return false;
  }
  const compiled = async () => {
    await sleep(seenMs);
    await request(`${origin}${page.route}`);
  };
  try {
    fs.writeFileSync(page.file, Buffer.concat([original, Buffer.from('\n')]));
    await compiled();
  } finally {
    fs.writeFileSync(page.file, original);
  }
  await compiled();
  return true;
}

/**
 * Every route's first compile, the open page's own file first (`opened`, from `openedPage`),
 * then a last request for that page: each change made it render again, and its last render would
 * otherwise run beside the first save's regeneration. Whether any page was warmed; a failure is
 * reported and the next page tried.
 */
export async function warmRoutes(
  origin: string,
  opened: { file: string; route: string } | undefined,
  warm: (options: WarmOptions) => Promise<boolean> = warmBundler,
  request = requestPage,
): Promise<boolean> {
  const pages = opened ? [opened, ...WARM_PAGES.filter((page) => page.file !== opened.file)] : WARM_PAGES;
  let warmed = false;
  for (const page of pages)
    warmed =
      (await warm({ origin, page }).catch((error: Error) => {
        console.error(`[gen] warming the bundler failed: ${error.message}`);
        return false;
      })) || warmed;
  if (warmed) await request(`${origin}${pages[0].route}`);
  return warmed;
}
