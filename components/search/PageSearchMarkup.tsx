import type { PageSearchData } from '../../shared/search/page-search-data';

/**
 * Hidden Pagefind markup for one indexed page, rendered first inside `<main>`: the section
 * filter, the endpoint filter and the metadata. `data-pagefind-ignore` keeps this text out of
 * the page's body words (so it never shows in excerpts); Pagefind still reads filters and
 * metadata inside it, and matches queries against the metadata.
 */
export function PageSearchMarkup({ data }: { data: PageSearchData }) {
  if (!data.indexed) return null;
  return (
    <div hidden data-pagefind-ignore="" data-search-markup="">
      {Object.entries(data.filters).flatMap(([name, values]) =>
        values.map((value) => (
          <span key={`filter-${name}-${value}`} data-pagefind-filter={name}>
            {value}
          </span>
        )),
      )}
      {Object.entries(data.meta).map(([name, value]) => (
        <span key={`meta-${name}`} data-pagefind-meta={name}>
          {value}
        </span>
      ))}
    </div>
  );
}
