/**
 * `npm run bench:large`: builds the whole site with GitHub's REST description (1,200+ operations)
 * mounted at /api/github, in a temporary copy of the repository, and prints what the large-spec
 * issue targets: gen and build time, peak memory, the size of out/, the largest page's HTML and
 * the Pagefind index with the bytes a first search fetches.
 *   --keep   keep the temporary copy (its path is printed) to look at the pages
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine, type Command } from '../../generator/lib/command-line.ts';
import { launchChromium } from './browser.ts';
import { MB, kB, seconds as s } from './figures.ts';
import { filesUnder } from './dir-size.ts';
import { buildLargeSite, buildStepTimes } from './large-site.ts';
import { indexSize } from './search-cost.ts';
import { serveOut } from './static-server.ts';

const GITHUB_SPEC = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const MOUNT = 'github';
const SEARCH_QUERY = 'repository';
/** The large-spec budgets (docs/decisions.md, "Budgets"), on this 2-core machine. */
const TARGETS = { totalSeconds: 15 * 60, peakBytes: 6e9, pageBytes: 250e3 };

/** Bytes under /_pagefind/ the browser fetches for the first query typed after a page load. */
async function firstQueryBytes(
  outDir: string,
): Promise<{ bytes: number; requests: number; results: number; error?: string }> {
  const server = await serveOut(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/api/${MOUNT}`, { waitUntil: 'networkidle' });
    const sizes: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_pagefind/'))
        sizes.push(
          response.body().then(
            (b) => b.length,
            () => 0,
          ),
        );
    });
    // The navbar's search is our own dialog (components/search/): open it as a reader does.
    await page.locator('[data-search-trigger="field"]:visible').first().click();
    const dialog = page.getByRole('dialog', { name: 'Search documentation' });
    await dialog.getByRole('combobox', { name: 'Search documentation' }).fill(SEARCH_QUERY);
    await dialog.locator(`[data-settled-query="${SEARCH_QUERY}"]`).waitFor({ timeout: 60_000 });
    const results = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    return { bytes, requests: sizes.length, results: await results.count() };
  } finally {
    await browser.close();
    server.close();
  }
}

const BENCH_LARGE: Command = {
  name: 'npm run bench:large',
  usage: `usage: npm run bench:large [-- --keep]

  Builds the site with GitHub's REST description mounted, in a temporary copy, and measures it:
  build time, each step's peak memory, page sizes, search.

  --keep      keep the temporary copy (its path is printed)
  -h, --help  this text`,
};

async function main() {
  const parsed = parseCommandLine(BENCH_LARGE, {
    args: process.argv.slice(2),
    options: { keep: { type: 'boolean', default: false } },
  });
  if (typeof parsed === 'number') process.exit(parsed);
  const { values } = parsed;
  const repo = process.cwd();
  console.error(`Building the site with ${GITHUB_SPEC} mounted at /api/${MOUNT} in a temporary copy…`);
  const run = await buildLargeSite(repo, MOUNT, GITHUB_SPEC);
  try {
    const out = path.join(run.dir, 'out');
    const all = filesUnder(out);
    const html = all.filter((f) => f.file.endsWith('.html'));
    // Operation pages: the generated MDX pages inside a tag's folder that are not a folder's index.
    const operationFiles = new Set(
      filesUnder(path.join(run.dir, 'content/api', MOUNT))
        .filter((f) => f.file.endsWith('.mdx') && f.file.includes('/') && path.basename(f.file) !== 'index.mdx')
        .map((f) => `api/${MOUNT}/${f.file.replace(/\.mdx$/, '.html')}`),
    );
    const operations = html.filter((f) => operationFiles.has(f.file));
    const largestOp = operations.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const over = html.filter((f) => f.bytes > TARGETS.pageBytes);
    // A failed search is reported as a figure, not a crash: the other figures still print.
    const query = await firstQueryBytes(out).catch((error: Error) => ({
      bytes: 0,
      requests: 0,
      results: 0,
      error: error.message.split('\n')[0],
    }));
    const index = indexSize(path.join(out, '_pagefind'));
    const twins = all.filter((f) => f.file.endsWith('.md'));
    const largestTwin = twins.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '', bytes: 0 });
    const total = run.gen.seconds + run.build.seconds;
    const peak = Math.max(run.gen.peakBytes ?? 0, run.build.peakBytes ?? 0);
    const lines: Array<[string, string]> = [
      ['operations', String(operations.length)],
      ['gen time', s(run.gen.seconds)],
      ['gen peak memory', MB(run.gen.peakBytes ?? 0)],
      [
        'build time (npm run build)',
        `${s(run.build.seconds)} (CPU ${run.build.cpuSeconds === null ? 'n/a' : s(run.build.cpuSeconds)})`,
      ],
      // Each step's time and the peak memory of the build's process tree while it ran.
      ...buildStepTimes(run.build.output).map(
        ({ step, seconds }) =>
          [
            `  ${step}`,
            `${s(seconds)}${run.build.peakByStep[step] === undefined ? '' : `, peak ${MB(run.build.peakByStep[step])}`}`,
          ] as [string, string],
      ),
      ['build peak memory (process tree)', MB(run.build.peakBytes ?? 0)],
      [
        'total time (gen + build)',
        `${s(total)} (target < ${s(TARGETS.totalSeconds)}: ${total < TARGETS.totalSeconds ? 'met' : 'MISSED'})`,
      ],
      [
        'peak memory',
        `${MB(peak)} (target < ${MB(TARGETS.peakBytes)}: ${peak < TARGETS.peakBytes ? 'met' : 'MISSED'})`,
      ],
      ['out/ size', `${MB(all.reduce((a, f) => a + f.bytes, 0))} in ${all.length} files (${html.length} HTML pages)`],
      ['largest operation page', `${kB(largestOp.bytes)} (${largestOp.file})`],
      ['largest page', `${kB(largest.bytes)} (${largest.file})`],
      [
        'pages over 250 kB',
        `${over.length}${
          over.length
            ? ` (${over
                .slice(0, 5)
                .map((f) => f.file)
                .join(', ')}${over.length > 5 ? ', …' : ''})`
            : ''
        }`,
      ],
      [
        'Markdown twins',
        `${twins.length} files, ${MB(twins.reduce((a, f) => a + f.bytes, 0))}, largest ${kB(largestTwin.bytes)} (${largestTwin.file})`,
      ],
      ['Pagefind index', `${MB(index.bytes)} in ${index.files} files, ${index.pages} pages indexed`],
      [
        `first query "${SEARCH_QUERY}" at /api/${MOUNT}`,
        'error' in query
          ? `FAILED: ${query.error}`
          : `${kB(query.bytes)} in ${query.requests} requests, ${query.results} results shown`,
      ],
    ];
    console.log(`\nLarge spec: GitHub's REST description at /api/${MOUNT}, whole site, this machine\n`);
    for (const [name, value] of lines) console.log(`${name}: ${value}`);
    const met = total < TARGETS.totalSeconds && peak < TARGETS.peakBytes && over.length === 0 && query.results > 0;
    if (values.keep) console.log(`\nthe built copy: ${run.dir}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    if (!values.keep) fs.rmSync(run.dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(`bench:large failed: ${error.message}`);
  process.exit(1);
});
