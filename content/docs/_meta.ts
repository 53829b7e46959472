import type { MetaRecord } from 'nextra';

const meta: MetaRecord = {
  using: 'Using Sandgarden',
  reference: 'Sandgarden reference',
};

export default meta;
