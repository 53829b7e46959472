import type { ReactNode } from 'react';
import { SectionLayout } from '../_lib/section';

export default function ApiLayout({ children }: { children: ReactNode }) {
  return <SectionLayout section="api">{children}</SectionLayout>;
}
