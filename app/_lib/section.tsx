/**
 * One Nextra `Layout` per section (docs, API, CLI), each with a page map trimmed to its own
 * tree: with a single root layout every top-level docs item would show in every sidebar.
 */
import type { ReactNode } from 'react';
import { Layout } from 'nextra-theme-docs';
import { getPageMap } from 'nextra/page-map';
import { themeConfig } from '../../theme.config';
import { sectionPageMap, type Section } from './page-map';
import { SkipLinkFocus } from '../../components/SkipLinkFocus';

export async function SectionLayout({ section, children }: { section: Section; children: ReactNode }) {
  const pageMap = sectionPageMap(await getPageMap(), section);
  return (
    <Layout {...themeConfig} pageMap={pageMap}>
      <SkipLinkFocus />
      {children}
    </Layout>
  );
}
