/**
 * CLI pages are small files naming their route (`<CliPage route="/cli/sand/runs/start" />`);
 * their content is the section's one model file (shared/cli/page-model.ts), read once per build
 * process and again when it changes. The page wrapper takes each page's table of contents and its
 * `CliPage` from here.
 */
import path from 'node:path';
import { Callout } from 'nextra/components';
import { CLI_MODEL_FILE, type CliSectionModel } from '../../shared/cli/page-model';
import { headingToc, type TocEntry } from '../../shared/page-toc';
import { CliPage } from '../../components/cli/CliPage';
import { readModelFile } from './model-file';

const MODEL_PATH = path.join(process.cwd(), 'content', 'cli', CLI_MODEL_FILE);

function sectionModel(): CliSectionModel {
  const model = readModelFile<CliSectionModel>(MODEL_PATH);
  if (!model) throw new Error(`${path.relative(process.cwd(), MODEL_PATH)} is missing\n  fix: run \`npm run gen\``);
  return model;
}

/** The model entry of a CLI page, or undefined for a page of another section. */
function pageAt(pagePath: string[]) {
  if (pagePath[0] !== 'cli') return undefined;
  const route = '/' + pagePath.join('/');
  const page = sectionModel().pages[route];
  if (!page) throw new Error(`content/cli: the page ${route} is not in ${path.relative(process.cwd(), MODEL_PATH)}\n  fix: run \`npm run gen\` and commit the result`);
  return page;
}

/** A CLI page's table of contents, as Nextra's MDX compiler would export it; undefined off the CLI section. */
export function cliPageToc(pagePath: string[]): TocEntry[] | undefined {
  const page = pageAt(pagePath);
  return page && headingToc(page.blocks);
}

/** The page's MDX components plus its `CliPage`, bound to the page's model entry. */
export function withCliPage(pagePath: string[], components: Record<string, unknown>): Record<string, unknown> {
  const page = pageAt(pagePath);
  if (!page) return components;
  const drawn = { ...components, Callout };
  const route = '/' + pagePath.join('/');
  // `version` (a hash of the page's content, see scripts/cli/generate.ts) only makes the file change with it.
  const BoundCliPage = (props: { route?: unknown; version?: unknown }) => {
    if (props.route !== route) throw new Error(`content/cli: the page at ${route} names the route ${String(props.route)}\n  fix: run \`npm run gen\` and commit the result`);
    return <CliPage page={page} globalFlags={sectionModel().globalFlags} components={drawn} />;
  };
  return { ...components, CliPage: BoundCliPage };
}
