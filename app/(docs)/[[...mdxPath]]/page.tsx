import type { EvaluateResult } from 'nextra';
import { SectionPage, sectionMetadata, sectionStaticParams } from '../../_lib/mdx-page';

const prefix: string[] = [];
// This section's MDX files only (loaded one page at a time): the route bundles no other section's pages.
const files = import.meta.glob<EvaluateResult>([
  '../../../content/**/*.mdx',
  '!../../../content/api/**',
  '!../../../content/api-versions/**',
  '!../../../content/cli/**',
]);
type Props = { params: Promise<{ mdxPath?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => sectionStaticParams(prefix, ['api', 'api-versions', 'cli']);
export const generateMetadata = async ({ params }: Props) => sectionMetadata(prefix, await params, files);

export default async function Page({ params }: Props) {
  return <SectionPage prefix={prefix} params={await params} files={files} />;
}
