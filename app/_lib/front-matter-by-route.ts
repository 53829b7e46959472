/**
 * Every page's front matter by route, from Nextra's page map: what a generated card list
 * (`<DocCards routes={…} />`, shared/page-cards.ts) looks its cards up in when the site is built.
 */
import type { PageMapItem } from 'nextra';
import type { FrontMatter } from '../../shared/page-cards';

/**
 * A folder's `asIndexPage` page is not among its children: Nextra moves its front matter onto
 * the folder, so folders with front matter count as pages too.
 */
export function frontMatterByRoute(
  pageMap: PageMapItem[],
  into = new Map<string, FrontMatter>(),
): Map<string, FrontMatter> {
  for (const item of pageMap) {
    if ('route' in item && 'frontMatter' in item && item.frontMatter)
      into.set(item.route, item.frontMatter as FrontMatter);
    if ('children' in item) frontMatterByRoute(item.children, into);
  }
  return into;
}
