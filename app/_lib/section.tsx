/**
 * One Nextra `Layout` per section (docs, API, CLI), each with a page map trimmed to its own
 * tree: with a single root layout every top-level docs item would show in every sidebar.
 */
import type { ReactNode } from 'react';
import { Layout } from 'nextra-theme-docs';
import { getPageMap } from 'nextra/page-map';
import { themeConfig } from '../../theme.config';
import {
  browserPageMap,
  docsOverviewPageMap,
  hasApiFolders,
  pagePageMap,
  sectionPageMap,
  isOlderSection,
  versionPageMap,
  type OlderSection,
  type Section,
} from './page-map';
import { SkipLinkFocus } from '../../components/SkipLinkFocus';
import { referenceFolder, sitePageMap } from './generated-page-map';

/**
 * `route`: the page this layout wraps, for sections laid out per page (a grouped API: each page
 * gets only its own group's entries). Without it the layout serves every page of the section.
 * `overview`: the docs sidebar one level deep (the 404 page).
 */
export async function SectionLayout({
  section,
  route,
  overview = false,
  children,
}: {
  section: Section;
  route?: string;
  overview?: boolean;
  children: ReactNode;
}) {
  // The generated references are not in Nextra's page map (generated-page-map.ts); an older release's page adds its own release.
  const older = route !== undefined && isOlderSection(section) ? { section, route } : undefined;
  const full = sitePageMap(await getPageMap(), older);
  let pageMap = overview ? docsOverviewPageMap(full) : sectionPageMap(full, section);
  if (older) pageMap = versionPageMap(pageMap, older.section, older.route);
  else if (route !== undefined && section !== 'docs') pageMap = pagePageMap(pageMap, section, route);
  return (
    <Layout {...themeConfig} pageMap={browserPageMap(pageMap)}>
      <SkipLinkFocus />
      {children}
    </Layout>
  );
}

/**
 * Whether a section is laid out per page. A flat section (our own API, with its recipes' folder)
 * keeps one layout for all its pages, so client navigation keeps the sidebar mounted; a section
 * with its API's folders (a grouped API of hundreds of operations, a mounted API) renders each
 * page's layout with that page's own page map.
 */
export async function isLaidOutPerPage(section: Exclude<Section, 'docs'>): Promise<boolean> {
  const folder = referenceFolder(await getPageMap(), section);
  return !!folder && hasApiFolders([folder], section);
}

/**
 * An API page's own layout when the section is laid out per page (`isLaidOutPerPage`), for the
 * pages of the catch-all route and the OAuth callback page beside it; otherwise the page as it
 * is, inside the section's one layout.
 */
export async function ApiPageLayout({ route, children }: { route: string; children: ReactNode }) {
  if (!(await isLaidOutPerPage('api'))) return children;
  return (
    <SectionLayout section="api" route={route}>
      {children}
    </SectionLayout>
  );
}

/**
 * The layout of an older release's page (`app/api-versions/…`, `app/cli-versions/…`, their
 * `[[...mdxPath]]/layout.tsx`): the sidebar holds that release's reference only (`versionPageMap`).
 */
export function olderReleaseLayout(section: OlderSection) {
  return async function OlderReleaseLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ mdxPath?: string[] }>;
  }) {
    const { mdxPath = [] } = await params;
    const route = [`/${section}`, ...mdxPath.map(decodeURIComponent)].join('/');
    return (
      <SectionLayout section={section} route={route}>
        {children}
      </SectionLayout>
    );
  };
}
