import type { MetaRecord } from 'nextra';

const meta: MetaRecord = {
  using: 'Using Sandgarden',
};

export default meta;
