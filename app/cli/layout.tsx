import type { ReactNode } from 'react';
import { SectionLayout } from '../_lib/section';

export default function CliLayout({ children }: { children: ReactNode }) {
  return <SectionLayout section="cli">{children}</SectionLayout>;
}
