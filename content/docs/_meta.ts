import type { MetaRecord } from 'nextra';
import { site } from '../../site.config';

/** The docs sidebar. Folder titles also name the category pages (`/category/using-sandgarden`). */
const meta: MetaRecord = {
  using: `Using ${site.productName}`,
  reference: `${site.productName} Reference`,
  changelog: 'Changelog',
  hidden: { display: 'hidden' },
};

export default meta;
