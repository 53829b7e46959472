import type { MetaRecord } from 'nextra';

/**
 * Top level. `docs-link` is the navbar's "Docs" tab to the docs home; `index` and `docs` form the
 * docs sidebar; `api` and `cli` are the other two tabs, each with a sidebar of its own.
 */
const meta: MetaRecord = {
  index: { title: 'Introduction', theme: { breadcrumb: false } },
  docs: { display: 'children' },
  'docs-link': { title: 'Docs', type: 'page', href: '/' },
  api: { title: 'API', type: 'page' },
  cli: { title: 'CLI', type: 'page' },
};

export default meta;
