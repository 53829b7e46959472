import type { EvaluateResult } from 'nextra';
import { sectionRoute } from '../../_lib/mdx-page';

// This section's MDX files only (loaded one page at a time): the route bundles no other section's pages.
const files = import.meta.glob<EvaluateResult>([
  '../../../content/**/*.mdx',
  '!../../../content/api/**',
  '!../../../content/api-versions/**',
  '!../../../content/cli-versions/**',
  '!../../../content/cli/**',
]);
const route = sectionRoute([], files);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
