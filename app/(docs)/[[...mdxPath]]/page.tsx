import { SectionPage, sectionMetadata, sectionStaticParams } from '../../_lib/mdx-page';

const prefix: string[] = [];
type Props = { params: Promise<{ mdxPath?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => sectionStaticParams(prefix, ['api', 'api-versions', 'cli']);
export const generateMetadata = async ({ params }: Props) => sectionMetadata(prefix, await params);

export default async function Page({ params }: Props) {
  return <SectionPage prefix={prefix} params={await params} />;
}
