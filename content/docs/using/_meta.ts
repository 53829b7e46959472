import type { MetaRecord } from 'nextra';

/** "Overview" links the generated category page into the sidebar, first in its folder. */
const meta: MetaRecord = {
  'category-using-sandgarden': { title: 'Overview', href: '/category/using-sandgarden' },
  concepts: 'Concepts',
  'getting-started': 'Getting Started',
  prompts: 'Prompts',
  'step-detail': 'Steps in detail',
  'workflow-detail': 'Workflows in detail',
  'workflow-lifecycle': 'Workflow lifecycle',
};

export default meta;
