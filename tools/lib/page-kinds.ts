/**
 * One page of each kind the site has, for the tests that must hold on every kind of page
 * (console, failed requests, accessibility, keyboard) and for `npm run bench`. Every kind must be
 * in `out/`: the tests fail on a missing page (naming it), the bench reports it and measures the rest.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PageKind {
  kind: string;
  path: string;
  /** The exported file that serves `path`; absent when the server answers 404. */
  file?: string;
  status: number;
}

export const pageKinds: PageKind[] = [
  { kind: 'home', path: '/', file: 'index.html', status: 200 },
  { kind: 'docs page', path: '/docs/using/concepts', file: 'docs/using/concepts.html', status: 200 },
  { kind: 'category page', path: '/category/connectors', file: 'category/connectors.html', status: 200 },
  { kind: 'tag page', path: '/tags/connectors', file: 'tags/connectors.html', status: 200 },
  { kind: 'API operation', path: '/api/start-run', file: 'api/start-run.html', status: 200 },
  { kind: 'CLI command', path: '/cli/sand/runs/start', file: 'cli/sand/runs/start.html', status: 200 },
  { kind: '404', path: '/no/such/page', status: 404 },
];

/** Why a kind's page cannot be opened (its exported file is missing), or null when it is built. */
export function missingReason(kind: PageKind, outDir = 'out'): string | null {
  if (!kind.file || fs.existsSync(path.join(outDir, kind.file))) return null;
  return `the ${kind.kind} ${kind.path} is not in ${outDir}/: ${path.join(outDir, kind.file)} is missing`;
}
