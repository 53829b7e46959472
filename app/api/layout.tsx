import type { ReactNode } from 'react';
import { SectionLayout, isLaidOutPerPage } from '../_lib/section';

/** The API section's layout, unless the section is grouped: then `[[...mdxPath]]/layout.tsx` lays out each page. */
export default async function ApiLayout({ children }: { children: ReactNode }) {
  if (await isLaidOutPerPage('api')) return children;
  return <SectionLayout section="api">{children}</SectionLayout>;
}
