import { sectionRoute } from '../../_lib/mdx-page';
import { generatedSectionFiles } from '../../_lib/generated-stub-pages';

// The section's generated pages, read from the files gen wrote (not bundled: generated-stub-pages.ts).
const route = sectionRoute(['cli'], () => generatedSectionFiles('cli'));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
