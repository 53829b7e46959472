import type { MetaRecord } from 'nextra';

const meta: MetaRecord = {
  concepts: 'Concepts',
};

export default meta;
