/**
 * Renders one MDX page of a section. Each section's catch-all route delegates here, with the
 * URL segments below the section's base (`prefix`).
 */
import type { Metadata } from 'next';
import type { Heading } from 'nextra';
import { generateStaticParamsFor, importPage } from 'nextra/pages';
import { useMDXComponents as getMDXComponents } from '../../mdx-components';
import { site } from '../../site.config';
import { UnlistedNotice } from '../../components/UnlistedNotice';
import { PageSearchMarkup } from '../../components/search/PageSearchMarkup';
import { pageSearchData } from '../../components/search/page-search-data';
import { searchWeightedComponents } from '../../components/search/search-weights';
import { PageTags } from '../../components/docs/PageTags';
import { RenderCrashProbe } from '../../components/behaviour/RenderCrashProbe';
import { withSchemas } from '../../components/api/SchemaView';
import { apiSectionSchemas } from './api-schemas';

type Params = { mdxPath?: string[] };

const Wrapper = getMDXComponents().wrapper!;
// Reference tables count less in search than prose; see search-weights.tsx.
const weightedComponents = searchWeightedComponents(getMDXComponents() as Record<string, unknown>);
/** The MDX components of a page: an API page's schema views get its section's component schemas. */
function pageComponents(pagePath: string[]) {
  const schemas = apiSectionSchemas(pagePath);
  if (!schemas) return weightedComponents;
  return searchWeightedComponents({ ...(getMDXComponents() as Record<string, unknown>), ...withSchemas(schemas) });
}
const isUnlisted = (metadata: object) => (metadata as { unlisted?: unknown }).unlisted === true;
const allParams = generateStaticParamsFor('mdxPath');

/** Static params of one section: its pages, with the section's own prefix removed. */
export async function sectionStaticParams(prefix: string[], exclude: string[] = []): Promise<Params[]> {
  const params = (await allParams()) as Params[];
  return params
    .map((p) => p.mdxPath ?? [])
    .filter((path) => prefix.every((segment, i) => path[i] === segment) && !exclude.includes(path[0] ?? ''))
    .map((path) => ({ mdxPath: path.slice(prefix.length) }));
}

function fullPath(prefix: string[], params: Params): string[] {
  return [...prefix, ...(params.mdxPath ?? []).map(decodeURIComponent)];
}

export async function sectionMetadata(prefix: string[], params: Params): Promise<Metadata> {
  const path = fullPath(prefix, params);
  const { metadata } = await importPage(path);
  const route = '/' + path.join('/');
  const title = metadata.title as string | undefined;
  return {
    ...metadata,
    // The home page shows the bare site title; every other page "Page | Sandgarden Docs".
    title: path.length === 0 ? { absolute: site.title } : title,
    alternates: { canonical: route },
    openGraph: { title: title ?? site.title, description: metadata.description ?? site.description, url: route, siteName: site.title, type: 'article' },
    ...(isUnlisted(metadata) ? { robots: { index: false, follow: false } } : {}),
  };
}

export async function SectionPage({ prefix, params }: { prefix: string[]; params: Params }) {
  const result = await importPage(fullPath(prefix, params));
  const { default: MDXContent, toc, metadata, sourceCode } = result;
  const shownToc = (toc as Heading[]).filter((heading) => heading.depth <= site.tocMaxDepth);
  const search = pageSearchData(fullPath(prefix, params), metadata as Record<string, unknown>, sourceCode as string | undefined);
  // The theme marks <main> as the indexed body unless `searchable` is false.
  const shownMetadata = search.indexed ? metadata : { ...metadata, searchable: false };
  return (
    // An empty `sourceCode`: it only feeds the theme's "copy page" button, which is off, and
    // would put the page's whole MDX source into its payload.
    <Wrapper toc={shownToc} metadata={shownMetadata} sourceCode="">
      <RenderCrashProbe />
      <PageSearchMarkup data={search} />
      {isUnlisted(metadata) ? <UnlistedNotice /> : null}
      <MDXContent params={params} components={pageComponents(fullPath(prefix, params))} />
      {/* Docs frontmatter tags are the site's tags; API and CLI pages are tagged differently. */}
      {prefix.length === 0 ? <PageTags tags={(metadata as { tags?: unknown }).tags} /> : null}
    </Wrapper>
  );
}
