import type { ReactNode } from 'react';
import { SectionLayout } from '../_lib/section';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return <SectionLayout section="docs">{children}</SectionLayout>;
}
