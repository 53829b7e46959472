/**
 * The pages of the built site as the server offers them: every Markdown twin `/llms.txt` lists
 * (its route, title, description, the twin's URL on the site), how a model may name a page (a
 * route, a twin path, the page's URL on the site), and reading a twin from `out/` through the
 * safe path check. The list comes from the built `llms.txt`, so the server offers exactly the
 * pages the site publishes as Markdown, no file besides them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { toString } from 'mdast-util-to-string';
import type { List, Root } from 'mdast';
import { site } from '../../site.config.ts';
import { twinPath } from '../../shared/twin-path.ts';
import { ToolInputError } from './tool-errors.ts';
import { resolveInside, unsafeReason } from './safe-path.ts';
import { closestSentence } from './suggest.ts';

export interface SitePage {
  /** `/api/start-run`; `/` for the home page. */
  route: string;
  title: string;
  description?: string;
  /** The twin's path in the export: `/api/start-run.md`. */
  twinPath: string;
  /** The twin's address on the site: `https://docs.sandgarden.com/api/start-run.md`. */
  twinUrl: string;
  /** The page's address on the site. */
  url: string;
  /** The llms.txt section: Docs, API, CLI or Optional. */
  section: string;
}

/** A route's page URL on the site. */
export const pageUrl = (route: string): string => site.url + (route === '/' ? '' : route);

/** The route of a twin path (`/index.md` → `/`, `/api/x.md` → `/api/x`). */
function routeOfTwin(twin: string): string {
  const route = twin.replace(/\.md$/, '');
  return route === '/index' ? '/' : route;
}

/** Every twin llms.txt links, in its order, with the section heading above it. Spec text stays text: titles are read as Markdown text, never as markup. */
export function parseLlmsTxt(text: string, siteUrl: string = site.url): SitePage[] {
  const tree = unified().use(remarkParse).parse(text) as Root;
  const pages: SitePage[] = [];
  let section = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) section = toString(node);
    if (node.type !== 'list') continue;
    for (const item of (node as List).children) {
      const first = item.children[0];
      if (first?.type !== 'paragraph') continue;
      const [linkNode, ...rest] = first.children;
      if (linkNode?.type !== 'link' || !linkNode.url.startsWith(siteUrl + '/') || !linkNode.url.endsWith('.md'))
        continue;
      const twin = linkNode.url.slice(siteUrl.length);
      const route = routeOfTwin(twin);
      const description = toString({ type: 'paragraph', children: rest }).replace(/^:\s*/, '').trim();
      pages.push({
        route,
        title: toString(linkNode),
        ...(description ? { description } : {}),
        twinPath: twinPath(route),
        twinUrl: siteUrl + twinPath(route),
        url: siteUrl + (route === '/' ? '' : route),
        section,
      });
    }
  }
  return pages;
}

/**
 * The route a model means: `/api/start-run`, `api/start-run`, `/api/start-run.md`,
 * `/api/start-run#responses`, or the page's or twin's URL on this site. Throws a ToolInputError
 * for another site's URL or a path that climbs out.
 */
export function normaliseRoute(input: string, siteUrl: string = site.url): string {
  let route = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(route)) {
    if (
      !(
        route === siteUrl ||
        route.startsWith(siteUrl + '/') ||
        route.startsWith(siteUrl + '#') ||
        route.startsWith(siteUrl + '?')
      )
    ) {
      throw new ToolInputError(
        `"${input}" is not a page of this site: pass a route such as "/docs/using/concepts" or a URL under ${siteUrl}.`,
      );
    }
    route = route.slice(siteUrl.length);
  }
  route = route.split(/[?#]/)[0];
  const reason = unsafeReason(route.replace(/^\/+/, ''));
  if (reason)
    throw new ToolInputError(
      `"${input}" is not a page of the built site: ${reason}. Pass a route such as "/docs/using/concepts".`,
    );
  route = '/' + route.replace(/^\/+/, '').replace(/\/+$/, '');
  route = route.replace(/\.md$/, '');
  if (route === '/index') route = '/';
  return route;
}

export class SitePages {
  readonly pages: SitePage[];
  private byRoute: Map<string, SitePage>;

  constructor(
    readonly outDir: string,
    pages?: SitePage[],
  ) {
    this.pages = pages ?? SitePages.listed(outDir);
    this.byRoute = new Map(this.pages.map((p) => [p.route, p]));
  }

  /** The pages the built `llms.txt` lists; a missing file names the build that writes it. */
  static listed(outDir: string): SitePage[] {
    const file = path.join(outDir, 'llms.txt');
    if (!fs.existsSync(file))
      throw new Error(
        `${file} is missing: the site is not built. Run \`npm run build\` (npm run mcp builds it when missing).`,
      );
    return parseLlmsTxt(fs.readFileSync(file, 'utf8'));
  }

  /** The listed page a model names; an unknown one is a tool error naming the closest routes. */
  page(input: string): SitePage {
    const route = normaliseRoute(input);
    const found = this.byRoute.get(route);
    if (found) return found;
    const candidates = this.pages.map((p) => ({ name: p.route, aliases: [p.title] }));
    throw new ToolInputError(
      `No page at "${route}".${closestSentence(route, candidates, 'search with search_docs, or list the pages as resources')}`,
    );
  }

  /** The page's Markdown twin, read from the built site. */
  markdown(page: SitePage): string {
    return fs.readFileSync(resolveInside(this.outDir, page.twinPath.slice(1)), 'utf8');
  }
}
