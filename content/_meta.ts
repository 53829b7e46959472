import type { MetaRecord } from 'nextra';

/**
 * Top level. `docs-link` is the navbar's "Docs" tab to the docs home; `index` and `docs` form the
 * docs sidebar; the API and CLI tabs, each with a sidebar of its own, come after.
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
  // The generated references are not in Nextra's page map, so not named here: the API and CLI tabs
  // follow these entries (REFERENCE_TABS, app/_lib/page-map.ts), and an older API
  // version's or sand release's page adds its own release; the version pickers lead there.
};

export default meta;
