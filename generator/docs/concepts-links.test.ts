/**
 * The concepts page introduces each object once; the sections about the objects a reader then
 * manages (connectors, directors and clusters) lead on to the `sand` commands and the API
 * operations that manage them, each a generated page that exists.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sectionLinks } from './consistency.ts';

const PAGE = 'content/docs/using/concepts.mdx';

/** The text of the `## heading` section, up to the next h2. */
function section(source: string, heading: string): string {
  const start = source.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `${PAGE} has no "## ${heading}" section`);
  const end = source.indexOf('\n## ', start + 1);
  return source.slice(start, end < 0 ? undefined : end);
}

/** A generated page's MDX (`npm run gen` writes them): `content/cli/sand/clusters.mdx` or `…/clusters/index.mdx`. */
const generated = (route: string) =>
  [`${route}.mdx`, `${route}/index.mdx`].some((file) => fs.existsSync(path.join('content', file)));

for (const heading of ['Connectors', 'Directors and clusters']) {
  test(`concepts, "${heading}": links the sand commands and the API operations that manage them`, () => {
    const routes = sectionLinks(section(fs.readFileSync(PAGE, 'utf8'), heading)).map((link) => link.route);
    const cli = routes.filter((route) => route.startsWith('/cli/sand/'));
    const api = routes.filter((route) => route.startsWith('/api/'));
    assert.ok(cli.length > 0, `no sand command linked: ${routes.join(', ') || 'no link'}`);
    assert.ok(api.length > 0, `no API operation linked: ${routes.join(', ') || 'no link'}`);
    for (const route of [...cli, ...api])
      assert.ok(generated(route.split('#')[0]), `${route} is no generated page (run npm run gen)`);
  });
}
