/**
 * Renders one MDX page of a section. Each section's catch-all route delegates here, with the
 * URL segments below the section's base (`prefix`) and the section's own MDX files (`files`,
 * section-pages.ts: a route bundles its own section's pages only).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Heading } from 'nextra';
import { useMDXComponents as getMDXComponents } from '../../mdx-components';
import { site } from '../../site.config';
import { UnlistedNotice } from '../../components/UnlistedNotice';
import { PageSearchMarkup } from '../../components/search/PageSearchMarkup';
import { pageSearchData } from '../../shared/search/page-search-data';
import { searchWeightedComponents } from '../../components/search/search-weights';
import { PageTags } from '../../components/docs/PageTags';
import { RenderCrashProbe } from '../../components/behaviour/RenderCrashProbe';
import { CopyPage } from '../../components/copy-page/CopyPage';
import { assistantLinks, twinPath } from '../../shared/twin-path';
import { generatedPageComponentProps, generatedPageToc, withGeneratedPage } from './generated-pages';
import { pageTime } from './page-date';
import { withDocCards } from './doc-cards';
import { sectionPageLoader, sectionParamsFromFiles, type SectionPageFiles } from './section-pages';
import { isOlderVersionPage, pageVersion, pickerVersions, versionBanner } from './served-versions';
import { isOlderVersionRoute } from '../../shared/api/api-versions';
import { ReferenceVersionBanner } from '../../components/version-picker/ReferenceVersionBanner';
import { ReferenceVersionPicker } from '../../components/version-picker/ReferenceVersionPicker';
import { ReferenceVersionMissing } from '../../components/version-picker/ReferenceVersionMissing';

type Params = { mdxPath?: string[] };

const Wrapper = getMDXComponents().wrapper!;
// Reference tables count less in search than prose; see search-weights.tsx.
const weightedComponents = searchWeightedComponents(getMDXComponents() as Record<string, unknown>);
/**
 * The MDX components of a page: a generated page's `GeneratedPage` draws it from its section's
 * model with the page's components; `DocCards` looks up the pages a generated card
 * list names (`file`, the page's MDX, is named when one is missing).
 */
function pageComponents(pagePath: string[], file: string) {
  // All of them, not only the weighted ones: `GeneratedPage` draws its blocks with this map alone.
  const components = { ...withDocCards(file, getMDXComponents() as Record<string, unknown>), ...weightedComponents };
  return withGeneratedPage(pagePath, components);
}
/** The page's MDX file as Nextra records it (`content/tags/connector.mdx`), for error messages. */
const sourceFileOf = (pagePath: string[], metadata: object) => {
  const filePath = (metadata as { filePath?: unknown }).filePath;
  return typeof filePath === 'string' ? filePath : `the MDX file of /${pagePath.join('/')}`;
};
const isUnlisted = (metadata: object) => (metadata as { unlisted?: unknown }).unlisted === true;
/**
 * Listed pages have a Markdown twin (the build writes one per sitemap page; a redirect page is
 * searchable: false), and so do an older API version's pages, which no sitemap lists
 * (postbuild/twins/older-version.ts); an older sand release's pages have none.
 */
const twinOf = (route: string, metadata: object) =>
  isUnlisted(metadata) ||
  (metadata as { searchable?: unknown }).searchable === false ||
  (isOlderVersionPage(route.split('/').slice(1)) && !isOlderVersionRoute(route))
    ? undefined
    : twinPath(route);

function fullPath(prefix: string[], params: Params): string[] {
  return [...prefix, ...(params.mdxPath ?? []).map(decodeURIComponent)];
}

/** The compiled MDX page at `path`, from its section's files; not found (404) when they hold none. */
async function importSectionPage(files: SectionPageFiles, path: string[]) {
  const load = sectionPageLoader(files, path);
  if (!load) {
    console.error(
      `No MDX page for /${path.join('/')} in its section's files (content/${path.join('/')}.mdx or …/index.mdx)`,
    );
    notFound();
  }
  return load();
}

/** The page's other formats: its Markdown twin; on the pages about changes, the changelog's feed (autodiscovery). */
function alternateTypes(route: string, twin: string | undefined): Pick<NonNullable<Metadata['alternates']>, 'types'> {
  const types: NonNullable<NonNullable<Metadata['alternates']>['types']> = {};
  if (twin) types['text/markdown'] = twin;
  const feeds = site.changelogFeeds.filter((feed) => (feed.pages as readonly string[]).includes(route));
  if (feeds.length > 0) types['application/atom+xml'] = feeds.map((feed) => ({ url: feed.href, title: feed.title }));
  return Object.keys(types).length > 0 ? { types } : {};
}

export async function sectionMetadata(prefix: string[], params: Params, files: SectionPageFiles): Promise<Metadata> {
  const path = fullPath(prefix, params);
  const { metadata } = await importSectionPage(files, path);
  const route = '/' + path.join('/');
  const title = metadata.title as string | undefined;
  const twin = twinOf(route, metadata);
  return {
    ...metadata,
    // The home page shows the bare site title; every other page "Page | Sandgarden Docs".
    title: path.length === 0 ? { absolute: site.title } : title,
    alternates: { canonical: route, ...alternateTypes(route, twin) },
    openGraph: {
      title: title ?? site.title,
      description: metadata.description ?? site.description,
      url: route,
      siteName: site.title,
      type: 'article',
    },
    ...(isUnlisted(metadata) ? { robots: { index: false, follow: false } } : {}),
    // An older release's page (the API's, sand's): read by link and through the version picker, never indexed (no sitemap, no search; an API version's twin is not in llms.txt).
    ...(isOlderVersionPage(path) ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * A section's catch-all route (`app/…/[[...mdxPath]]/page.tsx`): its static params, metadata and
 * page, from the section's base (`prefix`) and its own MDX files: the docs' route bundles them (its
 * `import.meta.glob`, which must be written in the route file, leaves out the folders other routes
 * serve); a generated section's route reads its stubs from the files, listed at each use
 * (generated-stub-pages.ts). Every route re-exports these; only `dynamicParams`, which Next reads
 * from the route file's text, is written in each.
 */
export function sectionRoute(prefix: string[], pages: SectionPageFiles | (() => SectionPageFiles)) {
  type Props = { params: Promise<Params> };
  const files = typeof pages === 'function' ? pages : () => pages;
  return {
    generateStaticParams: async () => sectionParamsFromFiles(files(), prefix),
    generateMetadata: async ({ params }: Props) => sectionMetadata(prefix, await params, files()),
    Page: async function Page({ params }: Props) {
      return <SectionPage prefix={prefix} params={await params} files={files()} />;
    },
  };
}

export async function SectionPage({
  prefix,
  params,
  files,
}: {
  prefix: string[];
  params: Params;
  files: SectionPageFiles;
}) {
  const result = await importSectionPage(files, fullPath(prefix, params));
  const { default: MDXContent, toc, metadata, sourceCode } = result;
  // A generated page is one component: its headings come from the section's model, not the MDX.
  const pagePath = fullPath(prefix, params);
  const shownToc = ((generatedPageToc(pagePath) ?? toc) as Heading[]).filter(
    (heading) => heading.depth <= site.tocMaxDepth,
  );
  // An API operation page is known to search by its operation header, in the section's model.
  const search = pageSearchData(
    pagePath,
    metadata as Record<string, unknown>,
    sourceCode as string | undefined,
    generatedPageComponentProps(pagePath, 'ApiOperationHeader'),
  );
  // The theme marks <main> as the indexed body unless `searchable` is false.
  const older = isOlderVersionPage(pagePath);
  // A generated page is dated by when what it shows last changed (page-date.ts).
  const dated = { ...metadata, timestamp: pageTime('/' + pagePath.join('/'), metadata.timestamp) };
  const shownMetadata = search.indexed && !older ? dated : { ...dated, searchable: false };
  const version = pageVersion(pagePath);
  const banner = version && older ? versionBanner(version) : undefined;
  const twin = twinOf('/' + fullPath(prefix, params).join('/'), metadata);
  return (
    // An empty `sourceCode`: it only feeds the theme's "copy page" button, which is off, and
    // would put the page's whole MDX source into its payload.
    <Wrapper toc={shownToc} metadata={shownMetadata} sourceCode="">
      <RenderCrashProbe />
      {older ? null : <PageSearchMarkup data={search} />}
      {banner ? <ReferenceVersionBanner {...banner} /> : null}
      {version && version.data.versions.length > 1 ? (
        <ReferenceVersionPicker
          history={version.history}
          route={'/' + pagePath.join('/')}
          version={version.version.version}
          versions={pickerVersions(version.data)}
        />
      ) : null}
      {version && version.page === '' && version.data.versions.length > 1 ? (
        <ReferenceVersionMissing history={version.history} version={version.version.version} />
      ) : null}
      {isUnlisted(metadata) ? <UnlistedNotice /> : null}
      {twin ? <CopyPage twinHref={twin} links={assistantLinks(site.url + twin)} /> : null}
      <MDXContent params={params} components={pageComponents(pagePath, sourceFileOf(pagePath, metadata))} />
      {/* Docs frontmatter tags are the site's tags; API and CLI pages are tagged differently. */}
      {prefix.length === 0 ? <PageTags tags={(metadata as { tags?: unknown }).tags} /> : null}
    </Wrapper>
  );
}
