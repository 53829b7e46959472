import type { ReactNode } from 'react';
import { ApiPageLayout } from '../../_lib/section';

type Props = { children: ReactNode; params: Promise<{ mdxPath?: string[] }> };

/** In a grouped API section each page gets a layout whose sidebar holds only its own group's entries. */
export default async function ApiCatchAllLayout({ children, params }: Props) {
  const { mdxPath = [] } = await params;
  return <ApiPageLayout route={['/api', ...mdxPath.map(decodeURIComponent)].join('/')}>{children}</ApiPageLayout>;
}
