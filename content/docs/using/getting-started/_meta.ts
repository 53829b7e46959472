import type { MetaRecord } from 'nextra';

const meta: MetaRecord = {
  'category-getting-started': { title: 'Overview', href: '/category/getting-started' },
  'getting-started-1': 'Part 1: your first run',
  'getting-started-2': 'Part 2: compare runs in a batch',
};

export default meta;
