/**
 * `search_docs`: the site's own search, run in Node on the built index. Pagefind's browser
 * module reads `out/_pagefind` from disk (tools/lib/pagefind-from-disk.ts, which the search bench uses too)
 * with the site's Pagefind options, and the site's search code (`runSearch`: endpoint queries
 * pinned, the name and field tiers) orders the results, so a model gets what a reader typing the
 * same words in the navbar gets, in the same order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runSearch, type PagefindApi } from '../../shared/search/search-engine.ts';
import { SEARCH_SECTIONS, type SearchSection } from '../../shared/search/page-search-data.ts';
import type { SearchHit } from '../../shared/search/results.ts';
import { pagefindFromDisk } from '../lib/pagefind-from-disk.ts';
import { site } from '../../site.config.ts';
import { ToolInputError } from './tool-errors.ts';
import { countText } from '../../shared/count-text.ts';

export interface SearchResult {
  title: string;
  /** The page's route: what read_page takes. */
  route: string;
  /** Where the result leads on the site, with the matching heading's anchor when there is one. */
  url: string;
  section?: SearchSection;
  /** The heading or schema field the best match is under. */
  heading?: string;
  /** The matching text, matched words in **bold**. */
  snippet: string;
  /** API results: `POST /api/v1/runs`; CLI results: the command line. */
  endpoint?: string;
  command?: string;
}

/** The most results one call returns (the site's search re-orders Pagefind's first 20). */
export const MAX_RESULTS = 20;

/** `api`, `Api`, `API` → `API`; an unknown section is a tool error listing the three. */
export function sectionOf(input: string | undefined): SearchSection | null {
  if (input === undefined || input.trim() === '' || input.trim().toLowerCase() === 'all') return null;
  const found = SEARCH_SECTIONS.find((s) => s.toLowerCase() === input.trim().toLowerCase());
  if (!found)
    throw new ToolInputError(
      `No section "${input}": use one of ${SEARCH_SECTIONS.join(', ')}, or leave it out to search all.`,
    );
  return found;
}

/** One hit as the tool answers it: plain text, the site's absolute URL. */
export function searchResult(hit: SearchHit): SearchResult {
  const snippet = hit.excerpt
    .map((part) => (part.highlight ? `**${part.text}**` : part.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    title: hit.title,
    route: hit.pageUrl,
    url: site.url + (hit.url === '/' ? '' : hit.url),
    ...(hit.section ? { section: hit.section } : {}),
    ...(hit.heading ? { heading: hit.heading } : {}),
    snippet,
    ...(hit.method && hit.path ? { endpoint: `${hit.method.toUpperCase()} ${hit.path}` } : {}),
    ...(hit.command ? { command: hit.command } : {}),
  };
}

export function resultsMarkdown(
  query: string,
  section: SearchSection | null,
  results: readonly SearchResult[],
  total: number,
): string {
  if (results.length === 0)
    return `No results for "${query}"${section ? ` in ${section}` : ''}. Try other words, or another section.`;
  const lines = [
    `${countText(total, 'result')} for "${query}"${section ? ` in ${section}` : ''}; the first ${results.length}, best first:`,
    '',
  ];
  results.forEach((r, i) => {
    const about = [r.section, r.endpoint ?? r.command].filter(Boolean).join(', ');
    lines.push(
      `${i + 1}. ${r.title}${r.heading ? ` › ${r.heading}` : ''} (${about}) route: ${r.route}`,
      `   ${r.url}`,
      ...(r.snippet ? [`   ${r.snippet}`] : []),
    );
  });
  return lines.join('\n');
}

export class DocsSearch {
  private engine?: Promise<PagefindApi>;

  constructor(private outDir: string) {}

  /** Pagefind loads on the first search, not at start-up; a failed load is tried again on the next search. */
  private pagefind(): Promise<PagefindApi> {
    const dir = path.join(this.outDir, '_pagefind');
    if (!fs.existsSync(path.join(dir, 'pagefind.js')))
      return Promise.reject(
        new Error(`${dir}/pagefind.js is missing: the search index is written by \`npm run build\``),
      );
    this.engine ??= pagefindFromDisk(dir).then((loaded) => loaded.pagefind);
    this.engine.catch(() => (this.engine = undefined));
    return this.engine;
  }

  async search(
    query: string,
    section?: string,
    limit = 10,
  ): Promise<{ results: SearchResult[]; total: number; section: SearchSection | null }> {
    const scope = sectionOf(section);
    if (!query.trim())
      throw new ToolInputError(
        'The query is empty: give words to search for ("start a run"), an operationId or "METHOD /path".',
      );
    const outcome = await runSearch(await this.pagefind(), query, scope, Math.min(Math.max(1, limit), MAX_RESULTS));
    return { results: outcome.hits.map(searchResult), total: outcome.total, section: scope };
  }
}
