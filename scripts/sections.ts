/**
 * The generator sections `npm run gen` runs, in order. Each returns its output directories with
 * the files they must hold; nothing here writes files.
 */
import type { FileRecord } from './lib/files.ts';
import type { SpecCoverage } from './openapi/section.ts';
import { assertSidebars } from './docs/sidebars.ts';
import { apiSectionOutputs, SITE_API_SPEC } from './openapi/section.ts';
import type { ApiModel } from './openapi/model.ts';
import { loadApiModel } from './openapi/pipeline.ts';
import { commandsByOperation, loadCliModel, renderCliSection, type OperationInfo } from './cli/index.ts';
import type { CliModel } from './cli/model.ts';
import { generateDocs } from './docs/index.ts';
import { findDiagrams } from './diagrams/find.ts';
import { diagramRecords } from './diagrams/render.ts';
import { chromiumPath } from './lib/chromium.ts';
import { DIAGRAMS_DIR } from '../shared/diagram-key.ts';

export interface GenOptions {
  /** Generate only the API pages of this OpenAPI file… */
  apiSpec?: string;
  /** Generate only the CLI pages of this description (checked against the site's API)… */
  cliSpec?: string;
  /** …into this directory. */
  out?: string;
}

export interface Output {
  dir: string;
  records: FileRecord[];
  /** `dir` is shared with hand-made files (`public/`): only these files are written and compared. */
  partial?: boolean;
  /** What the description holds that the pages do not show, and the internal parts left out. */
  coverage?: SpecCoverage[];
}

export interface GenSection {
  name: string;
  generate(): Promise<Output[]>;
}

/** Folders under content/ that generators own; hand-written rules do not apply to them. */
export const GENERATED_CONTENT = ['api', 'cli', 'tags', 'category'];

export function sections(options: GenOptions): GenSection[] {
  const docsSidebars: GenSection = {
    name: 'docs sidebars',
    async generate() {
      await assertSidebars('content', GENERATED_CONTENT);
      return [];
    },
  };
  // The CLI description is read once: the API pages list the commands that call each operation,
  // and the CLI pages link each command to the operations it calls.
  let cliModel: CliModel | undefined;
  const cli = () => (cliModel ??= options.cliSpec ? loadCliModel(options.cliSpec) : loadCliModel());
  // The site's API description is loaded, validated and resolved once: the API section hands its
  // model to the CLI section, which links each command to its operation.
  let siteApiModel: ApiModel | undefined;
  const api: GenSection = {
    name: 'API reference',
    generate: () =>
      apiSectionOutputs({
        specFile: options.apiSpec,
        out: options.out,
        // Another spec's pages (--api-spec) get no CLI links: the CLI calls the site's API.
        cliCommands: options.apiSpec ? undefined : commandsByOperation(cli()),
        onSiteModel: (model) => (siteApiModel = model),
      }),
  };
  const cliReference: GenSection = {
    name: 'CLI reference',
    async generate() {
      const model = siteApiModel ?? (await loadApiModel(SITE_API_SPEC)).model;
      const operations = new Map<string, OperationInfo>(
        model.operations.map((op) => [op.operationId, { href: `/api/${op.slug}`, method: op.method.toUpperCase(), path: op.path, summary: op.summary }]),
      );
      const dir = options.cliSpec ? (options.out as string) : 'content/cli';
      return [{ dir, records: await renderCliSection(cli(), operations, SITE_API_SPEC, options.cliSpec) }];
    },
  };
  const docsPages: GenSection = {
    name: 'docs category and tag pages',
    async generate() {
      const { category, tags } = await generateDocs('.');
      return [
        { dir: 'content/category', records: category },
        { dir: 'content/tags', records: tags },
      ];
    },
  };
  const diagrams: GenSection = {
    name: 'docs diagrams',
    async generate() {
      return [{ dir: DIAGRAMS_DIR, records: await diagramRecords(findDiagrams('content', GENERATED_CONTENT), DIAGRAMS_DIR, chromiumPath()) }];
    },
  };
  if (options.apiSpec) return [api];
  if (options.cliSpec) return [cliReference];
  return [docsSidebars, api, cliReference, docsPages, diagrams];
}
