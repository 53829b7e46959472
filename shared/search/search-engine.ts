/**
 * One search: the query through Pagefind, endpoint queries pinned first, one section or all,
 * and the top results turned into hits. Takes the Pagefind module as a parameter, so unit tests
 * drive it with a fake and the bench with the real index in Node.
 */
import { matchEndpoints, parseEndpointQuery } from './endpoint-query';
import { nameTier } from './name-match';
import { SEARCH_SECTIONS, type SearchSection } from './page-search-data';
import { topicQuery } from './query-words';
import { toSearchHit, type PagefindResultData, type SearchHit } from './results';

type FilterValue = string | { any: string[] };
export interface PagefindSearchResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}
export interface PagefindSearchResponse {
  results: PagefindSearchResult[];
  totalFilters?: Record<string, Record<string, number>>;
}
/** The part of Pagefind's JS API the site uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string | null,
    options?: { filters?: Record<string, FilterValue> },
  ): Promise<PagefindSearchResponse | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

export interface SearchOutcome {
  query: string;
  section: SearchSection | null;
  hits: SearchHit[];
  /** Results in the chosen scope (pinned endpoints included). */
  total: number;
  /** Results per section for this query, whatever section is chosen. */
  counts: Record<SearchSection, number>;
}

/** How many endpoint matches are pinned above the word results. */
const PINNED = 3;
/** How many of Pagefind's results are read and re-ordered by name before the first `limit` show. */
const CANDIDATES = 20;

const emptyCounts = (): Record<SearchSection, number> => ({ Docs: 0, API: 0, CLI: 0 });

export function emptyOutcome(query = '', section: SearchSection | null = null): SearchOutcome {
  return { query, section, hits: [], total: 0, counts: emptyCounts() };
}

/**
 * A query that is a field's name (`connectedDirectors`) means the operations that have that
 * field, before pages that mention it in prose (a changelog entry): below a page the query names
 * exactly (a field called `prompts` does not outrank the Prompts page), above one it half names.
 */
export function fieldTier(query: string, hit: Pick<SearchHit, 'field'>): number {
  return hit.field !== undefined && hit.field.toLowerCase() === query.trim().toLowerCase() ? 1.5 : 0;
}

/**
 * A result that leads to a section the query names (the API overview's "Rate limits" for "rate
 * limits") is the section that explains the topic: after a page the query names, before an
 * operation's field of that name and pages that only mention it.
 */
export function headingTier(query: string, hit: Pick<SearchHit, 'heading' | 'field'>): number {
  return hit.heading !== undefined && hit.field === undefined && nameTier(query, [hit.heading]) === 2 ? 1.75 : 0;
}

/**
 * Searches `query` in `section` (null: all) and returns up to `limit` hits. Endpoint queries
 * ("POST /workflows") put the operations they name first; the rest follows Pagefind's ranking.
 */
export async function runSearch(
  pagefind: PagefindApi,
  query: string,
  section: SearchSection | null,
  limit = 10,
): Promise<SearchOutcome> {
  const term = query.trim();
  if (!term) return emptyOutcome(query, section);
  // Every indexed page has a section, so "all" is all three; Pagefind counts per filter value only
  // when the search has a filter.
  const scope: Record<string, FilterValue> = { section: section ?? { any: [...SEARCH_SECTIONS] } };
  const endpointQuery = parseEndpointQuery(term);

  // "how do I authenticate" searches "authenticate": a page need not say "how" to answer it.
  const topic = topicQuery(term);
  const words = await pagefind.search(topic, { filters: scope });
  let pinned: PagefindSearchResult[] = [];
  if (endpointQuery) {
    const endpoints = Object.keys((await pagefind.filters()).endpoint ?? {});
    const named = matchEndpoints(endpointQuery, endpoints).slice(0, PINNED);
    const found = await Promise.all(
      named.map(({ endpoint }) => pagefind.search(null, { filters: { ...scope, endpoint } })),
    );
    pinned = found.flatMap((response) => response?.results.slice(0, 1) ?? []);
  }

  const seen = new Set<string>();
  const ordered: PagefindSearchResult[] = [];
  for (const result of [...pinned, ...(words?.results ?? [])]) {
    if (seen.has(result.id)) continue;
    seen.add(result.id);
    ordered.push(result);
  }
  const counts = emptyCounts();
  const totals = words?.totalFilters?.section ?? {};
  for (const name of SEARCH_SECTIONS) counts[name] = totals[name] ?? 0;
  const candidates = ordered.slice(0, Math.max(limit, CANDIDATES));
  const read = (await Promise.all(candidates.map((result) => result.data()))).map(toSearchHit);
  // A pinned endpoint the words did not find is not in Pagefind's counts yet.
  const wordIds = new Set((words?.results ?? []).map((r) => r.id));
  candidates.forEach((result, i) => {
    const hitSection = read[i].section;
    if (!wordIds.has(result.id) && hitSection) counts[hitSection]++;
  });
  // Pinned endpoints stay first; then pages the query names, sections it names, operations with a
  // field of that name, pages the query half names, then Pagefind's order (sort is stable).
  const pinnedCount = pinned.filter((r, i) => pinned.findIndex((p) => p.id === r.id) === i).length;
  const tiers = read.map((hit, i) =>
    i < pinnedCount
      ? 3
      : Math.max(
          nameTier(topic, [hit.title, hit.keywords, hit.command]),
          headingTier(topic, hit),
          fieldTier(topic, hit),
        ),
  );
  const hits = read
    .map((hit, i) => ({ hit, tier: tiers[i] }))
    .sort((a, b) => b.tier - a.tier)
    .slice(0, limit)
    .map(({ hit }) => hit);
  return { query, section, hits, total: ordered.length, counts };
}
