/**
 * `npm run build`: the pages are generated from the specs (skipped when nothing changed since the
 * last run), then Next builds and exports the site to `out/`, then the release gates and the search
 * index run over the export.
 */
import fs from 'node:fs';
import { BUILD_MARKER } from './freshness.ts';
import { bin, run } from '../generator/lib/run.ts';
import { linkCheckGate, metaTagsGate } from './gates/run-gates.ts';
import { writeMarkdownTwins, writeSitemap } from './export-files/write.ts';
import { writeHydrationChunks } from './export-files/hydration-chunks.ts';
import { writeCompileHints } from './export-files/compile-hints.ts';
import { site } from '../site.config.ts';
import { writeDeployHeaders } from './headers/page-headers.ts';
import { parseCommandLine, type Command } from '../generator/lib/command-line.ts';

interface BuildStep {
  name: string;
  run(): Promise<void>;
}

const buildSteps: BuildStep[] = [
  { name: 'generate the pages (npm run gen)', run: () => run(bin('tsx'), ['generator/gen.ts', '--quiet']) },
  {
    name: 'next build (static export to out/)',
    run: () => run(bin('next'), ['build'], { NEXT_TELEMETRY_DISABLED: '1' }),
  },
  { name: "hydration waits for each page's own chunks", run: async () => writeHydrationChunks('out') },
  { name: 'startup chunks compiled off the main thread', run: async () => writeCompileHints('out') },
  // The files the build adds to the export, then the gates, which only check.
  { name: 'Markdown twins, llms.txt, llms-full.txt', run: () => writeMarkdownTwins('out', site.url) },
  { name: 'sitemap.xml and robots.txt', run: () => writeSitemap('out', site.url) },
  { name: 'internal links and anchors resolve', run: async () => void (await linkCheckGate('out', site.url)) },
  { name: 'meta tags and favicon on every page', run: () => metaTagsGate('out') },
  {
    name: 'search index (Pagefind)',
    run: () => run(bin('pagefind'), ['--site', 'out', '--output-subdir', '_pagefind', '--silent']),
  },
  // Last: it hashes each page's inline scripts as they are finally exported.
  {
    name: 'security headers for nginx and static hosts (out/_nginx, out/_headers)',
    run: async () => console.log(`CSP for ${writeDeployHeaders('out')} pages`),
  },
];

const BUILD: Command = {
  name: 'npm run build',
  usage: `usage: npm run build

  Generates the pages, runs next build (static export to out/), then the steps after it: Markdown
  twins, sitemap, the release gates (links, meta tags), the Pagefind index and each page's
  security headers. Stops at the first failing step, naming the pages at fault.

  -h, --help  this text`,
};

async function main() {
  const parsed = parseCommandLine(BUILD, { args: process.argv.slice(2), options: {} });
  if (typeof parsed === 'number') process.exit(parsed);
  fs.rmSync(BUILD_MARKER, { force: true });
  for (const step of buildSteps) {
    const started = Date.now();
    console.log(`\n▶ ${step.name}`);
    await step.run();
    console.log(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  fs.writeFileSync(BUILD_MARKER, new Date().toISOString() + '\n');
}

main().catch((error: Error) => {
  console.error(`\n✗ build failed: ${error.message}`);
  process.exit(1);
});
