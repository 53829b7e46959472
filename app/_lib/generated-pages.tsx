/**
 * The pages of a generated section (the API, a mounted API, the CLI) are small files naming their
 * route (`<GeneratedPage route="/api/start-run" />`); their content is in the nearest
 * section model at or above their folder (`content/api/`, `content/api/{mount}/`, `content/cli/`:
 * its index `_model.json` names each page's own file, shared/section-model-files.ts), each file
 * read once per build process and again when it changes. The page wrapper takes each page's table of contents, the props of a
 * component it names (the API's operation header, for search) and its bound `GeneratedPage` from here.
 */
import path from 'node:path';
import {
  SECTION_MODEL_FILE,
  STUB_COMPONENT,
  findComponent,
  sectionFolders,
  type BlockComponentName,
  type PageBlock,
  type PageModel,
} from '../../shared/page-model';
import { readSectionIndex, readSectionPage, type FoundSection } from '../../shared/section-model-files';
import type { ApiBlock } from '../../shared/api/page-model';
import { headingToc, type TocEntry } from '../../shared/page-toc';
import { GeneratedPage } from '../../components/GeneratedPage';
import { withSchemaViews } from '../../shared/api/page-schema-views';
import { withoutFileSamples } from '../../shared/api/sample-data';
import { readModelFile } from './model-file';
import { apiSectionSchemas } from './api-schemas';
import { DEV_CHANGELOG_DIR, DEV_CHANGELOG_NAME, type DevChangelog } from '../../shared/dev-changelog';

/** What one generated section adds to the shared machinery. */
interface SectionHooks {
  /** The page's blocks as drawn, from its blocks in the model. */
  prepare?(blocks: PageBlock[], pagePath: string[]): PageBlock[];
  /** See `GeneratedPageProps.separateBlocks`. */
  separateBlocks?: boolean;
}

/** The generated sections, by their top content folder. */
const SECTIONS: Record<string, SectionHooks> = {
  // Schema views decided once per page, with its section's component schemas (api-schemas.ts).
  api: {
    prepare: (blocks, pagePath) =>
      withSchemaViews(withoutFileSamples(blocks) as ApiBlock[], apiSectionSchemas(pagePath) ?? {}),
    separateBlocks: true,
  },
  cli: {},
};
// The older releases' references (`content/api-versions/v1-3-0/…`, `content/cli-versions/v1-7-0/…`) are sections of their kind too.
SECTIONS['api-versions'] = SECTIONS.api;
SECTIONS['cli-versions'] = SECTIONS.cli;

const CONTENT_DIR = path.join(process.cwd(), 'content');

/** The nearest section index at or above the page's folder (`api/github/repos/x` → `api/github/_model.json`, `cli/sand/runs/start` → `cli/_model.json`). */
function nearestSection(pagePath: string[]): FoundSection | null {
  if (!(pagePath[0] in SECTIONS)) return null;
  for (const folder of sectionFolders(pagePath)) {
    const found = readSectionIndex(path.join(CONTENT_DIR, folder), readModelFile);
    if (found) return found;
  }
  return null;
}

const routeOf = (pagePath: string[]) => '/' + pagePath.join('/');

/**
 * Under `npm run dev`, the API changelog with its Unreleased entry, from the file dev's generator
 * writes outside `content/` (shared/dev-changelog.ts); never in a build.
 */
function devPage(route: string): PageModel | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined;
  const dev = readModelFile<DevChangelog>(path.join(process.cwd(), DEV_CHANGELOG_DIR, DEV_CHANGELOG_NAME));
  return dev?.route === route ? (dev.page as PageModel) : undefined;
}

/** The section's page for `route` (under `npm run dev`, the changelog's is the one with its Unreleased entry). */
function modelPage(found: FoundSection | null, route: string): PageModel | undefined {
  const page = found ? readSectionPage(found, route, readModelFile) : undefined;
  return page && (devPage(route) ?? page);
}

/** The model entry of a generated page; undefined for a page of another section or one no model holds (a hand-written page). */
const pageAt = (pagePath: string[]) => modelPage(nearestSection(pagePath), routeOf(pagePath));

/** A generated page's table of contents, as Nextra's MDX compiler would export it; undefined for other pages. */
export function generatedPageToc(pagePath: string[]): TocEntry[] | undefined {
  const page = pageAt(pagePath);
  return page && headingToc(page.blocks);
}

/** The data props of the first `name` block of a generated page (an API operation's header: what search knows the page by); undefined when it has none. */
export function generatedPageComponentProps(
  pagePath: string[],
  name: BlockComponentName,
): Record<string, unknown> | undefined {
  const page = pageAt(pagePath);
  return page && findComponent(page.blocks, name)?.props;
}

/**
 * The page's MDX components plus its `GeneratedPage`, bound to the page's model entry with its
 * section's hooks applied. A stub whose route no model holds (a stale model) fails, naming the
 * model file and the fix.
 */
export function withGeneratedPage(pagePath: string[], components: Record<string, unknown>): Record<string, unknown> {
  const hooks = SECTIONS[pagePath[0]];
  if (!hooks) return components;
  const route = routeOf(pagePath);
  const BoundGeneratedPage = (props: { route?: unknown }) => {
    const where = `content/${pagePath.join('/')}`;
    if (props.route !== route)
      throw new Error(
        `${where}: the page at ${route} names the route ${String(props.route)}\n  fix: run \`npm run gen\``,
      );
    const found = nearestSection(pagePath);
    const page = modelPage(found, route);
    if (!found || !page) {
      const model = found
        ? path.relative(process.cwd(), found.file)
        : `a ${SECTION_MODEL_FILE} at or above content/${pagePath.slice(0, -1).join('/')}`;
      throw new Error(`${where}: the page ${route} is not in ${model}\n  fix: run \`npm run gen\``);
    }
    const blocks = hooks.prepare ? hooks.prepare(page.blocks, pagePath) : page.blocks;
    return (
      <GeneratedPage
        page={{ blocks }}
        shared={found.shared}
        components={components}
        separateBlocks={hooks.separateBlocks}
      />
    );
  };
  return { ...components, [STUB_COMPONENT]: BoundGeneratedPage };
}
