/**
 * What `npm run gen` makes, in one straight line: the hand-written sidebars and the API's release
 * listing checked; every spec
 * read once into its model (the API's up to its layout, the CLI's); the cross-section index built
 * from the models; then each section rendered with the index as an argument. Returns the output
 * directories with the files they must hold; nothing here writes files.
 */
import type { FileRecord } from './lib/files.ts';
import type { LoadedDocument } from './openapi/load.ts';
import { assertSidebars } from './docs/sidebars.ts';
import { assertHistoryConsistent, currentRelease } from './api-history/releases/index.ts';
import { historyNotes } from './api-history/releases/notes.ts';
import { assertCliHistoryConsistent } from './cli-history/releases/index.ts';
import { WORKING_CLI_FILE } from './cli-history/releases/history.ts';
import { buildCliHistory, cliHistoryNotes } from './cli-history/releases/release-changes.ts';
import {
  cliChangelogData,
  cliChangelogFeed,
  cliChangelogOf,
  cliChangelogPage,
} from './cli-history/changelog/generate.ts';
import { CLI_CHANGELOG_ROUTE } from '../shared/cli/changelog-links.ts';
import { cliPageMarks } from './cli-history/releases/page-marks.ts';
import { buildApiHistory } from './api-history/releases/release-changes.ts';
import { pageMarks } from './api-history/releases/page-marks.ts';
import {
  changelogOf,
  renderChangelogData,
  renderChangelogFeed,
  renderChangelogPage,
} from './api-history/changelog/generate.ts';
import { CHANGELOG_ROUTE } from '../shared/api/changelog-links.ts';
import { site } from '../site.config.ts';
import {
  modelSiteApi,
  otherApiOutputs,
  renderedMountedPages,
  renderSiteApiPages,
  siteApiOutputs,
  SITE_API_SPEC,
  SITE_AUTH_ENV,
  SITE_PUBLIC,
  type RenderedSiteApi,
  type SiteApiModels,
  type SpecCoverage,
} from './openapi/site-api.ts';
import { openApiPageFiles } from './openapi/render/section.ts';
import { openPageRecords } from './lib/generated-section.ts';
import { SITE_API_CONTENT } from './lib/generated-content.ts';
import { CLI_BASE } from './cli/model.ts';
import { API_VERSIONS_ENV, olderVersionsOutput, olderVersionsWanted, today } from './openapi/versions.ts';
import { API_REFERENCE } from '../shared/api/api-versions.ts';
import { CLI_REFERENCE } from '../shared/cli/cli-versions.ts';
import { olderCliOutput } from './cli/versions.ts';
import { GENERATED_CONTENT } from './lib/generated-content.ts';
import { DEFAULT_SPEC_PATH, loadCliModel, renderCli } from './cli/pipeline.ts';
import { readJsonFile } from './cli/load.ts';
import { buildSiteIndex } from './site-index.ts';
import { generateDocs } from './docs/index.ts';
import { findDiagrams } from './diagrams/find.ts';
import { diagramRecords } from './diagrams/render.ts';
import { chromiumPath } from './lib/chromium.ts';
import { DIAGRAMS_DIR } from '../shared/diagram-key.ts';
import { DEV_CHANGELOG_DIR, DEV_CHANGELOG_NAME, type DevChangelog } from '../shared/dev-changelog.ts';
import { loadRecipes } from './recipes/index.ts';
import { recipeLinksByOperation, recipePages } from './recipes/page.ts';
import { withRecipeLinks } from './api-history/changelog/entries.ts';
import { pageDatesOutput } from './lib/page-dates.ts';
import { EXTRA_API_ENV, parseExtraApi } from './openapi/mount.ts';

export interface GenOptions {
  /** Generate only the API pages of this OpenAPI file… */
  apiSpec?: string;
  /** Generate only the CLI pages of this description (checked against the site's API)… */
  cliSpec?: string;
  /** …into this directory. */
  out?: string;
  /**
   * `npm run dev`: also the changelog page with what the description changes since the current
   * release, in a dev-only file (shared/dev-changelog.ts); the pages stay as `npm run gen` writes them.
   */
  unreleased?: boolean;
  /** Where notes to writers go (an unreleased change, a passed sunset); default: stderr. */
  warn?: (line: string) => void;
  /** `npm run dev`: the pages open in a browser, whose files are handed over first. */
  openPages?: OpenPages;
}

/**
 * The routes open in a browser under `npm run dev`, and who takes their files (each page's stub and
 * model file) as soon as their section has rendered them, before the rest of the run, which waits
 * for `ready`: the writer sees a save sooner. The run's outputs hold the same files, byte for byte.
 */
export interface OpenPages {
  routes: ReadonlySet<string>;
  ready(outputs: Output[]): Promise<void>;
}

export interface Output {
  dir: string;
  records: FileRecord[];
  /** `dir` is shared with hand-made files (`public/`): only these files are written and compared. */
  partial?: boolean;
  /** What the description holds that the pages do not show, and the internal parts left out. */
  coverage?: SpecCoverage[];
}

/** How the specs are read and parsed (tests count the reads: each spec once per run). */
export interface SpecReaders {
  readApiDocument?: (file: string) => LoadedDocument;
  readCliSpec?: (file: string) => unknown;
}

export { GENERATED_CONTENT } from './lib/generated-content.ts';

export async function genOutputs(options: GenOptions, readers: SpecReaders = {}): Promise<Output[]> {
  const hooks = { readDocument: readers.readApiDocument };
  if (options.apiSpec) return otherApiOutputs(options.apiSpec, options.out as string, hooks);
  if (!options.cliSpec) await assertSidebars('content', GENERATED_CONTENT);
  // The API's release listing (openapi/versions/versions.yaml) must agree with the files it names.
  const releases = options.cliSpec ? [] : assertHistoryConsistent('.');
  // So must the CLI's (cli-spec/versions/versions.yaml), each release a valid description of sand.
  const cliReleases = options.cliSpec ? [] : assertCliHistoryConsistent('.');

  // 1. The models: each spec read once. Another CLI description (--cli-spec) needs only the site API's model.
  const api = await modelSiteApi(hooks, options.cliSpec ? { publish: false, mount: false } : { keepDocument: true });
  const cliFile = options.cliSpec ?? DEFAULT_SPEC_PATH;
  const cli = loadCliModel(cliFile, {}, readers.readCliSpec ?? readJsonFile);
  // 2. The cross-section index.
  const index = buildSiteIndex(api.site, cli);
  // 3. Each section, with the index. Another CLI description gets its reference only.
  if (options.cliSpec)
    return [{ dir: options.out as string, records: await renderCli(cli, index, SITE_API_SPEC, options.cliSpec) }];
  // The API's history (every release diffed against the one before, the current one as read
  // above) marks today's pages, which are rendered first: a save's open page is handed over then.
  const history = await buildApiHistory(releases, api.site.loaded!.doc);
  const siteApi = renderSiteApiPages(api, index, pageMarks(history));
  if (options.openPages) await handOverOpenApiPages(options.openPages, api, siteApi);
  // The CLI's history: what sand.json changes since the current release is a note, not a failure;
  // the releases' changes are sand's changelog, a page of the CLI section with its feed and JSON.
  const cliHistory = buildCliHistory(cliReleases, cli);
  for (const note of cliHistoryNotes(cliHistory, WORKING_CLI_FILE)) (options.warn ?? console.warn)(note);
  const cliChangelog = cliChangelogOf(cliHistory, cli);
  // sand's older releases' references (the CLI renderer, each with its own route base) and the picker's data.
  const olderCli = await olderCliOutput(cliHistory, cli, { operations: index.operations, currentPages: ['changelog'] });
  const cliOutput: Output = {
    dir: 'content/cli',
    records: await renderCli(cli, index, SITE_API_SPEC, undefined, {
      extraPages: [
        {
          file: 'changelog.mdx',
          route: CLI_CHANGELOG_ROUTE,
          sidebarTitle: 'Changelog',
          ...cliChangelogPage(cli.program.name, cliChangelog, olderCli.bases),
        },
      ],
      marks: cliPageMarks(cliHistory, cli),
    }),
  };
  if (options.openPages) await handOverOpenPages(options.openPages, cliOutput, CLI_BASE);
  const siteFacts = { url: site.url, author: `${site.productName}, Inc.` };
  const cliChangelogFiles = [
    cliChangelogFeed(cli.program.name, cliChangelog, siteFacts),
    cliChangelogData(cliChangelog, site),
  ];
  for (const note of historyNotes(history, today(), { unreleasedShown: options.unreleased }))
    (options.warn ?? console.warn)(note);
  // The older served releases' references (same pipeline, own route base) and the picker's data;
  // sunsets judged on the current release's day, so the output depends on the files only.
  const currentDay = currentRelease(history.releases).date;
  const older = await olderVersionsOutput(history, api.site, {
    day: currentDay,
    include: olderVersionsWanted(process.env[API_VERSIONS_ENV]),
    authEnv: SITE_AUTH_ENV,
    hooks,
  });
  // The recipes (openapi/recipes/*.arazzo.yaml), checked against the API as written: pages of its section.
  const recipes = await loadRecipes({
    file: SITE_API_SPEC,
    doc: api.site.loaded!.doc,
    model: api.site.model,
    route: (id) => index.operations.get(id)?.route,
  });
  // The changelog links each item to the row today's page shows, and a removal to the older
  // reference that still has it; each item names the recipes that call its operation. Then the
  // section is laid out with the changelog and the recipes in it.
  const recipeLinks = recipeLinksByOperation(recipes);
  const changelog = withRecipeLinks(
    changelogOf(history, { today: siteApi.reference, older: older.references }),
    recipeLinks,
  );
  const apiTitle = api.site.model.title;
  const devChangelog: Output[] = [];
  if (options.unreleased) {
    const withUnreleased = withRecipeLinks(
      changelogOf(history, { unreleased: true, today: siteApi.reference, older: older.references }),
      recipeLinks,
    );
    const data: DevChangelog = {
      route: CHANGELOG_ROUTE,
      page: renderChangelogPage(apiTitle, withUnreleased, older.bases).doc.page,
    };
    devChangelog.push({
      dir: DEV_CHANGELOG_DIR,
      records: [{ path: DEV_CHANGELOG_NAME, content: JSON.stringify(data) }],
      partial: true,
    });
  }
  const changelogFiles = {
    extraPages: [
      renderChangelogPage(apiTitle, changelog, older.bases),
      ...recipePages(recipes, SITE_AUTH_ENV, api.site.model),
    ],
    publicFiles: [renderChangelogFeed(apiTitle, changelog, siteFacts), renderChangelogData(changelog, site)],
  };
  const { category, tags } = await generateDocs('.');
  const pages: Output[] = [
    ...(await siteApiOutputs(siteApi, changelogFiles)),
    { dir: `content/${API_REFERENCE.olderSection}`, records: older.pages },
    cliOutput,
    { dir: `content/${CLI_REFERENCE.olderSection}`, records: olderCli.pages },
    { dir: 'content/category', records: category },
    { dir: 'content/tags', records: tags },
  ];
  // Each generated page's "Last updated", kept in a committed ledger (page-dates.ts).
  const mount = parseExtraApi(process.env[EXTRA_API_ENV])?.mount;
  return [
    ...pages,
    pageDatesOutput(pages, { undatedBase: mount && `/api/${mount}` }),
    { dir: SITE_PUBLIC, records: [older.data, olderCli.data, ...cliChangelogFiles], partial: true },
    {
      dir: DIAGRAMS_DIR,
      records: await diagramRecords(findDiagrams('content', GENERATED_CONTENT), DIAGRAMS_DIR, chromiumPath),
    },
    ...devChangelog,
  ];
}

/** The open pages among a section's files (relative to its folder `output.dir`, served under `routeBase`). */
async function handOverOpenPages(open: OpenPages, output: Output, routeBase: string): Promise<void> {
  const records = openPageRecords(output.records, routeBase, open.routes);
  if (records.length > 0) await open.ready([{ dir: output.dir, records, partial: true }]);
}

/** The open pages of the API's section, ours and a mounted API's, each from its rendered pages before its section is laid out. */
async function handOverOpenApiPages(open: OpenPages, models: SiteApiModels, site: RenderedSiteApi): Promise<void> {
  const records = await openApiPageFiles(models.site.model, models.site.layout, site.site.rendered, open.routes);
  if (records.length > 0) await open.ready([{ dir: SITE_API_CONTENT, records, partial: true }]);
  const mounted = renderedMountedPages(models);
  if (!mounted || !models.mounted) return;
  const { model, layout } = models.mounted.api;
  const mountedRecords = await openApiPageFiles(model, layout, mounted.rendered, open.routes);
  if (mountedRecords.length > 0)
    await open.ready([{ dir: `${SITE_API_CONTENT}/${models.mounted.mount}`, records: mountedRecords, partial: true }]);
}
