import type { ReactNode } from 'react';
import { SectionLayout, isLaidOutPerPage } from '../../_lib/section';

type Props = { children: ReactNode; params: Promise<{ mdxPath?: string[] }> };

/** In a grouped API section each page gets a layout whose sidebar holds only its own group's entries. */
export default async function ApiPageLayout({ children, params }: Props) {
  if (!(await isLaidOutPerPage('api'))) return children;
  const { mdxPath = [] } = await params;
  const route = ['/api', ...mdxPath.map(decodeURIComponent)].join('/');
  return (
    <SectionLayout section="api" route={route}>
      {children}
    </SectionLayout>
  );
}
