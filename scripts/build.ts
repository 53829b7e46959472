/**
 * `npm run build`: generated pages must be fresh, then Next builds and exports the site to
 * `out/`, then the release gates and the search index run over the export.
 */
import fs from 'node:fs';
import { BUILD_MARKER } from './lib/freshness.ts';
import { bin, run } from './lib/run.ts';
import { linkCheckGate, markdownTwinsStep, metaTagsGate, sitemapGate } from './gates/run.ts';
import { site } from '../site.config.ts';

interface BuildStep {
  name: string;
  run(): Promise<void>;
}

export const buildSteps: BuildStep[] = [
  { name: 'generated pages are fresh', run: () => run(bin('tsx'), ['scripts/gen.ts', '--check', '--quiet']) },
  { name: 'next build (static export to out/)', run: () => run(bin('next'), ['build'], { NEXT_TELEMETRY_DISABLED: '1' }) },
  { name: 'Markdown twins, llms.txt, llms-full.txt', run: () => markdownTwinsStep('out', site.url) },
  { name: 'internal links and anchors resolve', run: () => linkCheckGate('out', site.url) },
  { name: 'meta tags and favicon on every page', run: () => metaTagsGate('out') },
  { name: 'sitemap.xml and robots.txt', run: () => sitemapGate('out', site.url) },
  { name: 'search index (Pagefind)', run: () => run(bin('pagefind'), ['--site', 'out', '--output-subdir', '_pagefind', '--silent']) },
];

async function main() {
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
