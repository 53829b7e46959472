/**
 * The MDX `DocCards` of a page: a generated category or tag page names its cards by route
 * (`routes`), resolved here to the pages' titles and descriptions from Nextra's page map
 * (shared/page-cards.ts); a hand-written page gives its `cards` whole. Either way the
 * presentational list (components/docs/DocCards.tsx) gets plain card data.
 */
import type { PageMapItem } from 'nextra';
import { getPageMap } from 'nextra/page-map';
import { DocCards } from '../../components/docs/DocCards';
import { cardsForRoutes, type FrontMatter, type PageCard } from '../../shared/page-cards';
import { frontMatterByRoute } from './front-matter-by-route';

// One index per page map: the same object for a whole build, a new one when `npm run dev` rebuilds it.
const indexes = new WeakMap<PageMapItem[], Map<string, FrontMatter>>();

async function pagesByRoute(): Promise<Map<string, FrontMatter>> {
  const pageMap = await getPageMap();
  let index = indexes.get(pageMap);
  if (!index) indexes.set(pageMap, (index = frontMatterByRoute(pageMap)));
  return index;
}

/** The page's MDX components with `DocCards` resolving routes; `file` (the page's MDX) names the page in errors. */
export function withDocCards(file: string, components: Record<string, unknown>): Record<string, unknown> {
  async function PageDocCards({ cards, routes }: { cards?: PageCard[]; routes?: unknown }) {
    if (routes === undefined) return <DocCards cards={cards as PageCard[]} />;
    const pages = await pagesByRoute();
    return <DocCards cards={cardsForRoutes(routes, (route) => pages.get(route), file)} />;
  }
  return { ...components, DocCards: PageDocCards };
}
