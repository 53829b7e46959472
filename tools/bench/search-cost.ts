/**
 * Search figures for `npm run bench`: the Pagefind index's size on disk and the bytes a reader's
 * browser fetches to answer one query. Runs the site's own search code (`runSearch`, same
 * Pagefind options) on the built index in Node, serving `out/_pagefind` from disk and counting
 * every byte Pagefind asks for, plus its script.
 *
 *   tsx tools/bench/search-cost.ts [--out out] [--query "workflow"]...   prints `name: value` lines
 *   tsx tools/bench/search-cost.ts --show "POST /workflows"               prints the ranked results
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runSearch, type SearchOutcome } from '../../shared/search/search-engine.ts';
import { pagefindFromDisk } from '../lib/pagefind-from-disk.ts';
import { filesUnder } from './dir-size.ts';

export interface IndexSize {
  bytes: number;
  files: number;
  /** Bytes per kind: fragment, index, filter, wasm, meta, script (Pagefind's JS and CSS). */
  byKind: Record<string, number>;
  pages: number;
}

export interface QueryCost {
  query: string;
  /** Bytes fetched for this query, counting what earlier queries already fetched as cached. */
  bytes: number;
  requests: number;
  results: number;
  top: string[];
}

export interface SearchBench {
  index: IndexSize;
  queries: QueryCost[];
}

function kindOf(file: string): string {
  if (file.startsWith('fragment/')) return 'fragment';
  if (file.startsWith('index/')) return 'index';
  if (file.startsWith('filter/')) return 'filter';
  if (file.endsWith('.pagefind')) return 'wasm';
  if (file.endsWith('.pf_meta') || file === 'pagefind-entry.json') return 'meta';
  return 'script';
}

export function indexSize(pagefindDir: string): IndexSize {
  const byKind: Record<string, number> = {};
  let bytes = 0;
  const files = filesUnder(pagefindDir);
  for (const { file, bytes: size } of files) {
    bytes += size;
    byKind[kindOf(file)] = (byKind[kindOf(file)] ?? 0) + size;
  }
  const entry = JSON.parse(fs.readFileSync(path.join(pagefindDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const pages = Object.values(entry.languages).reduce((sum, lang) => sum + lang.page_count, 0);
  return { bytes, files: files.length, byKind, pages };
}

/** Index size, then the cost of each query in turn (the first one pays for loading Pagefind). */
async function benchSearch(outDir: string, queries: string[]): Promise<SearchBench> {
  const pagefindDir = path.join(outDir, '_pagefind');
  if (!fs.existsSync(path.join(pagefindDir, 'pagefind.js')))
    throw new Error(`${pagefindDir}/pagefind.js is missing: run \`npm run build\` first`);
  const index = indexSize(pagefindDir);
  const engine = await pagefindFromDisk(pagefindDir);
  const costs: QueryCost[] = [];
  for (const query of queries) {
    const outcome: SearchOutcome = await runSearch(engine.pagefind, query, null);
    const files = engine.take();
    costs.push({
      query,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      requests: files.length,
      results: outcome.total,
      top: outcome.hits.map((h) => h.url),
    });
  }
  return { index, queries: costs };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: process.env.BENCH_OUT_DIR ?? 'out' },
      query: { type: 'string', multiple: true },
      show: { type: 'string', multiple: true },
    },
  });
  if (values.show?.length) {
    const engine = await pagefindFromDisk(path.join(values.out, '_pagefind'));
    for (const query of values.show) {
      const outcome = await runSearch(engine.pagefind, query, null);
      console.log(
        `"${query}": ${outcome.total} results (Docs ${outcome.counts.Docs}, API ${outcome.counts.API}, CLI ${outcome.counts.CLI})`,
      );
      outcome.hits.forEach((hit, i) =>
        console.log(`  ${i + 1}. [${hit.section}] ${hit.url}  ${hit.title}${hit.heading ? ` › ${hit.heading}` : ''}`),
      );
    }
    return;
  }
  const queries = values.query?.length ? values.query : ['workflow', 'sand runs start'];
  const { index, queries: costs } = await benchSearch(values.out, queries);
  const kinds = Object.entries(index.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, bytes]) => `${kind} ${kB(bytes)}`)
    .join(', ');
  console.log(`search index size on disk: ${MB(index.bytes)} (${index.files} files, ${index.pages} pages; ${kinds})`);
  costs.forEach((cost, i) => {
    const when = i === 0 ? 'first query' : 'next query';
    console.log(
      `search bytes fetched, ${when} "${cost.query}": ${kB(cost.bytes)} (${cost.requests} files, ${cost.results} results)`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(`search bench failed: ${error.message}`);
    process.exit(1);
  });
}
