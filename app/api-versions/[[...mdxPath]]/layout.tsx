import type { ReactNode } from 'react';
import { SectionLayout } from '../../_lib/section';

type Props = { children: ReactNode; params: Promise<{ mdxPath?: string[] }> };

/** An older API version's page: the sidebar holds that version's reference only (page-map.ts `versionPageMap`). */
export default async function ApiVersionPageLayout({ children, params }: Props) {
  const { mdxPath = [] } = await params;
  const route = ['/api-versions', ...mdxPath.map(decodeURIComponent)].join('/');
  return (
    <SectionLayout section="api-versions" route={route}>
      {children}
    </SectionLayout>
  );
}
