import type { MetaRecord } from 'nextra';

/**
 * Top level. `docs-link` is the navbar's "Docs" tab to the docs home; `index` and `docs` form the
 * docs sidebar; `api` and `cli` are the other two tabs, each with a sidebar of its own.
 */
const meta: MetaRecord = {
  index: { title: 'Introduction', theme: { breadcrumb: false } },
  docs: { display: 'children' },
  // Standalone pages and generated pages: reachable by link, in no sidebar.
  index2: { display: 'hidden', theme: { sidebar: false, toc: false, breadcrumb: false, pagination: false, copyPage: false, layout: 'full' } },
  'markdown-page': { display: 'hidden', theme: { sidebar: false, breadcrumb: false, pagination: false, copyPage: false } },
  category: { display: 'hidden' },
  tags: { display: 'hidden' },
  'docs-link': { title: 'Docs', type: 'page', href: '/' },
  api: { title: 'API', type: 'page' },
  cli: { title: 'CLI', type: 'page' },
  // The older API versions' and sand releases' references (generated, `api-versions`, `cli-versions`)
  // are in no navbar and not in this page map: each of their pages' layouts adds its own release
  // (app/_lib/older-page-map.ts); the version pickers lead there.
};

export default meta;
