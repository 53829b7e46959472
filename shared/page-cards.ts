/**
 * Generated category and tag pages name their cards by route (`<DocCards routes={["/docs/…"]} />`,
 * written by generator/docs/render.ts). A card's title and description are the front matter of the
 * page it links to, looked up when the page is built (from Nextra's page map, app/_lib/doc-cards.tsx)
 * and when its Markdown twin is written (from the MDX files, postbuild/twins/): one rule for both.
 */

/** What a card shows; the props of `components/docs/DocCards.tsx`. */
export interface PageCard {
  title: string;
  description: string;
  href: string;
}

/** A page's front matter (Nextra's page map adds `filePath`, the page's MDX file). */
export type FrontMatter = Record<string, unknown>;

const FIX_STALE = 'run `npm run gen`';

function fail(file: string, reason: string, fix: string): never {
  throw new Error(`${file}: ${reason}\n  fix: ${fix}`);
}

function frontMatterText(frontMatter: FrontMatter, key: 'title' | 'description', route: string, file: string): string {
  const value = frontMatter[key];
  // Trimmed as the docs generator reads it (generator/docs/model.ts).
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  const page = typeof frontMatter.filePath === 'string' ? frontMatter.filePath : `the page at ${route}`;
  return fail(
    file,
    `the card for ${route} has no ${key}: ${page} has no "${key}" in its front matter`,
    `add a one-line "${key}: …" to the front matter of ${page}`,
  );
}

/**
 * The cards of `routes`, in their order, each with the title and description of its page.
 * `file` is the page that lists them: a route that names no page (a page moved or removed since
 * the list was generated) fails naming that file and the fix.
 */
export function cardsForRoutes(
  routes: unknown,
  frontMatterAt: (route: string) => FrontMatter | undefined,
  file: string,
): PageCard[] {
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
    return fail(file, '<DocCards routes={…}> is not a list of routes', FIX_STALE);
  }
  return routes.map((route: string) => {
    const frontMatter = frontMatterAt(route);
    if (!frontMatter) return fail(file, `the card route ${route} names no page`, FIX_STALE);
    return {
      title: frontMatterText(frontMatter, 'title', route, file),
      description: frontMatterText(frontMatter, 'description', route, file),
      href: route,
    };
  });
}
