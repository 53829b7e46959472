/**
 * The API operations and `sand` commands as the generated model holds them (`content/api/_model.json`
 * with `_schemas.json`, `content/cli/_model.json`: what `npm run gen` writes and the pages and
 * twins are drawn from), never scraped from HTML. Finding one by the names a model may use, and
 * its facts as data: parameters, body and responses, the curl sample, the commands or operations
 * on the other side. The Markdown of each is its page's twin, written by the twins' own converter.
 */
import fs from 'node:fs';
import type { Recipe } from '../../shared/recipes/types.ts';
import path from 'node:path';
import {
  SECTION_MODEL_FILE,
  blockProps,
  findComponent,
  type PageBlock,
  type PageModel,
  type SectionModel,
} from '../../shared/page-model.ts';
import { SECTION_SCHEMAS_FILE } from '../../shared/api/section-files.ts';
import { readSectionModel } from '../../shared/section-model-files.ts';
import type { SchemaNode } from '../../shared/api/schema-node.ts';
import type { CliArgData, CliCommandLinkData, CliFlagData, CliOperationData } from '../../shared/cli/types.ts';
import { matchEndpoints, parseEndpointQuery } from '../../shared/search/endpoint-query.ts';
import { generatedPageTwin } from '../../postbuild/twins/index.ts';
import { arrayProp, stringProp, type TwinSection } from '../../postbuild/twins/component-twin.ts';
import { SchemaWriter } from '../../postbuild/twins/schema-writer.ts';
import { ToolInputError } from './tool-errors.ts';
import { pageUrl } from './site-pages.ts';
import { closestSentence } from './suggest.ts';

type ComponentBlock = Extract<PageBlock, { kind: 'component' }>;

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag?: string;
  route: string;
  url: string;
  deprecated?: boolean;
}

export interface FieldFacts {
  name: string;
  in?: string;
  type: string;
  required: boolean;
  deprecated?: boolean;
  description?: string;
}

export interface BodyFacts {
  mediaType?: string;
  required?: boolean;
  /** The schema's type as the twin writes it: a component schema's name, `array of Run`, `string (uuid)`. */
  type: string;
}

export interface OperationDetails extends OperationSummary {
  parameters: FieldFacts[];
  requestBody: BodyFacts[];
  responses: Array<{ status: string; bodies: BodyFacts[] }>;
  curl?: string;
  cliCommands: Array<{ command: string; route: string }>;
  /** The operation's page twin with the curl sample only: schemas written out as nested lists. */
  markdown: string;
}

export interface CommandDetails {
  command: string;
  summary: string;
  route: string;
  url: string;
  synopsis?: string;
  arguments: CliArgData[];
  flags: CliFlagData[];
  subcommands: Array<{ command: string; summary: string; route: string }>;
  examples: Array<{ title?: string; code: string; output?: string }>;
  operations: Array<{ operationId: string; method?: string; path?: string; summary?: string; route: string }>;
  markdown: string;
}

interface LoadedSection {
  file: string;
  model: SectionModel;
  twin: TwinSection;
}

function readJson<T>(file: string): T {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run gen\` to write the generated model.`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): run \`npm run gen\` to write it again.`);
  }
}

function loadSection(contentDir: string, folder: string, withSchemas: boolean): LoadedSection {
  const file = path.join(contentDir, folder, SECTION_MODEL_FILE);
  const model = readSectionModel(path.join(contentDir, folder), readJson) as SectionModel;
  const schemas = withSchemas
    ? readJson<Record<string, SchemaNode>>(path.join(contentDir, folder, SECTION_SCHEMAS_FILE))
    : undefined;
  return { file, model, twin: { shared: model.shared, ...(schemas ? { schemas } : {}) } };
}

const h1 = (page: PageModel) =>
  page.blocks.find((b): b is Extract<PageBlock, { kind: 'heading' }> => b.kind === 'heading' && b.level === 1)?.text;

/** The page's top-level blocks, each with the h2 and h3 above it. */
function* underHeadings(blocks: readonly PageBlock[]): Generator<{ block: PageBlock; h2?: string; h3?: string }> {
  let h2: string | undefined;
  let h3: string | undefined;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 2) [h2, h3] = [block.text, undefined];
    else if (block.kind === 'heading' && block.level === 3) h3 = block.text;
    yield { block, h2, h3 };
  }
}

export class Reference {
  private api: LoadedSection;
  private cli: LoadedSection;
  readonly operations: OperationSummary[];
  private operationPages = new Map<string, PageModel>();
  /** Every page of the CLI reference below `/cli`; `leaf`: it has no subcommands or variants, so words after it are its arguments. */
  readonly commands: Array<{ command: string; summary: string; route: string; leaf: boolean }>;
  /** The recipes (`/api/recipes/…`): each page's runner holds its recipe whole. */
  readonly recipes: Array<Recipe & { route: string; url: string }>;

  constructor(contentDir: string) {
    this.api = loadSection(contentDir, 'api', true);
    this.cli = loadSection(contentDir, 'cli', false);
    this.operations = [];
    for (const [route, page] of Object.entries(this.api.model.pages)) {
      const header = findComponent(page.blocks, 'ApiOperationHeader');
      // Webhooks are requests the API sends, not operations a client calls.
      if (!header || header.props.webhook) continue;
      const operationId = String(header.props.operationId);
      this.operations.push({
        operationId,
        method: String(header.props.method).toUpperCase(),
        path: String(header.props.path),
        summary: h1(page) ?? operationId,
        ...(stringProp(header.props.tag) ? { tag: String(header.props.tag) } : {}),
        route,
        url: pageUrl(route),
        ...(header.props.deprecated ? { deprecated: true } : {}),
      });
      this.operationPages.set(operationId, page);
    }
    this.recipes = Object.entries(this.api.model.pages).flatMap(([route, page]) => {
      const runner = findComponent(page.blocks, 'ApiRecipeRun');
      return runner ? [{ ...(runner.props.recipe as Recipe), route, url: pageUrl(route) }] : [];
    });
    this.commands = Object.entries(this.cli.model.pages)
      .filter(([route]) => route.startsWith('/cli/'))
      .map(([route, page]) => {
        const lead = page.blocks.find((b): b is Extract<PageBlock, { kind: 'paragraph' }> => b.kind === 'paragraph');
        const summary = lead
          ? lead.content.map((c) => (typeof c === 'string' ? c : 'code' in c ? c.code : c.text)).join('')
          : '';
        return { command: h1(page) ?? route, summary, route, leaf: !findComponent(page.blocks, 'CliCommandList') };
      });
  }

  /** A recipe by workflowId (any case) or its page's slug or route; an unknown one is a tool error naming them all. */
  recipe(ref: string): Reference['recipes'][number] {
    const asked = ref.trim().toLowerCase();
    const found = this.recipes.find(
      (r) => r.workflowId.toLowerCase() === asked || r.slug === asked || r.route === ref.trim(),
    );
    if (found) return found;
    throw new ToolInputError(
      `No recipe "${ref}".${closestSentence(
        ref,
        this.recipes.map((r) => ({ name: r.workflowId })),
        `the recipes are ${this.recipes.map((r) => r.workflowId).join(', ')}`,
      )}`,
    );
  }

  get tags(): string[] {
    return [...new Set(this.operations.flatMap((op) => (op.tag ? [op.tag] : [])))];
  }

  /** The operations of one tag (any case), or all; an unknown tag is a tool error naming the closest. */
  listOperations(tag?: string): OperationSummary[] {
    if (!tag?.trim()) return this.operations;
    const wanted = tag.trim().toLowerCase();
    const found = this.operations.filter((op) => op.tag?.toLowerCase() === wanted);
    if (found.length) return found;
    throw new ToolInputError(
      `No tag "${tag}".${closestSentence(
        tag,
        this.tags.map((name) => ({ name })),
        `the tags are ${this.tags.join(', ')}`,
      )}`,
    );
  }

  /**
   * The operation a model names: its operationId (`startRun`, any case), its page's slug or
   * route (`start-run`, `/api/start-run`), or `METHOD /path` (the `/api/v1` prefix optional,
   * `{param}` or a value in a parameter's place).
   */
  findOperation(ref: string): OperationSummary {
    const asked = ref.trim();
    const lower = asked.toLowerCase();
    const byName = this.operations.find(
      (op) => op.operationId.toLowerCase() === lower || op.route === asked || op.route.split('/').pop() === lower,
    );
    if (byName) return byName;
    const endpoint = parseEndpointQuery(asked);
    if (endpoint) {
      const endpoints = this.operations.map((op) => `${op.method} ${op.path}`);
      const exact = matchEndpoints(endpoint, endpoints).filter((m) => m.strength === 2);
      if (exact.length === 1 || (exact.length > 1 && endpoint.method))
        return this.operations[endpoints.indexOf(exact[0].endpoint)];
      if (exact.length > 1)
        throw new ToolInputError(
          `"${ref}" names ${exact.length} operations: ${exact.map((m) => `"${m.endpoint}"`).join(', ')}. Give the method too, or an operationId.`,
        );
    }
    const candidates = this.operations.map((op) => ({
      name: op.operationId,
      aliases: [`${op.method} ${op.path}`, op.summary],
    }));
    throw new ToolInputError(
      `No operation "${ref}".${closestSentence(asked, candidates, 'list them with list_operations')}`,
    );
  }

  operation(ref: string): OperationDetails {
    const summary = this.findOperation(ref);
    const page = this.operationPages.get(summary.operationId)!;
    const writer = new SchemaWriter(this.api.twin.schemas ?? {});
    const body = (block: ComponentBlock): BodyFacts => ({
      ...(stringProp(block.props.mediaType) ? { mediaType: String(block.props.mediaType) } : {}),
      ...(typeof block.props.required === 'boolean' ? { required: block.props.required } : {}),
      type: writer.typeOf(block.props.schema as SchemaNode | undefined),
    });
    const parameters: FieldFacts[] = [];
    const requestBody: BodyFacts[] = [];
    const responses: OperationDetails['responses'] = [];
    let cliCommands: OperationDetails['cliCommands'] = [];
    for (const { block, h2, h3 } of underHeadings(page.blocks)) {
      if (block.kind !== 'component') continue;
      if (block.name === 'ApiParameters') {
        for (const p of arrayProp<{
          name: string;
          in?: string;
          required?: boolean;
          deprecated?: boolean;
          description?: string;
          schema?: SchemaNode;
        }>(block.props.params)) {
          parameters.push({
            name: p.name,
            ...(p.in ? { in: p.in } : {}),
            type: writer.typeOf(p.schema),
            required: Boolean(p.required),
            ...(p.deprecated ? { deprecated: true } : {}),
            ...(p.description ? { description: p.description } : {}),
          });
        }
      } else if (block.name === 'ApiSchema' && h2 === 'Request body') requestBody.push(body(block));
      else if (h2 === 'Responses' && h3 && (block.name === 'ApiSchema' || block.name === 'Markdown')) {
        let response = responses.find((r) => r.status === h3);
        if (!response) responses.push((response = { status: h3, bodies: [] }));
        if (block.name === 'ApiSchema') response.bodies.push(body(block));
      } else if (block.name === 'ApiCliCommands')
        cliCommands = arrayProp<{ command: string; href: string }>(block.props.commands).map((c) => ({
          command: c.command,
          route: c.href,
        }));
    }
    return {
      ...summary,
      parameters,
      requestBody,
      responses,
      ...(this.curlSample(page) ? { curl: this.curlSample(page) } : {}),
      cliCommands,
      markdown: generatedPageTwin(summary.summary, page, this.api.twin, { sampleLanguages: ['curl'] }),
    };
  }

  /** The curl tab of the page's request samples (written at gen time by `shared/api/samples/curl.ts`). */
  private curlSample(page: PageModel): string | undefined {
    const samples = findComponent(page.blocks, 'ApiRequestSamples');
    if (!samples) return undefined;
    // Each tab has one code child, in tab order.
    const tabs = arrayProp<{ id: string }>(samples.props.tabs);
    const child = (samples.children ?? [])[tabs.findIndex((tab) => tab.id === 'curl')];
    return child?.kind === 'code' ? child.code : undefined;
  }

  /** The command a model names: `sand runs start`, `runs start`, with flags or values after it, or the page's route. */
  findCommand(input: string): Reference['commands'][number] {
    const asked = input.trim();
    const words = asked.split(/\s+/);
    const firstFlag = words.findIndex((w) => w.startsWith('-'));
    const line = (firstFlag < 0 ? words : words.slice(0, firstFlag)).join(' ').toLowerCase();
    const full = line.startsWith('sand') ? line : `sand ${line}`;
    const byName = (name: string) => this.commands.find((c) => c.command.toLowerCase() === name || c.route === asked);
    const exact = byName(full);
    if (exact) return exact;
    // "sand runs get run_123" carries an argument: the longest command without subcommands the
    // words begin with ("sand runs strat" is a typo, not an argument of the group "sand runs").
    const parts = full.split(' ');
    for (let n = parts.length - 1; n >= 2; n--) {
      const found = byName(parts.slice(0, n).join(' '));
      if (found?.leaf) return found;
    }
    const candidates = this.commands.map((c) => ({ name: c.command, aliases: [c.summary] }));
    throw new ToolInputError(
      `No command "${input}".${closestSentence(full, candidates, 'search with search_docs (section "CLI")')}`,
    );
  }

  command(input: string): CommandDetails {
    const found = this.findCommand(input);
    const page = this.cli.model.pages[found.route];
    const { leaf: _leaf, ...named } = found;
    const details: CommandDetails = {
      ...named,
      url: pageUrl(found.route),
      arguments: [],
      flags: [],
      subcommands: [],
      examples: [],
      operations: [],
      markdown: generatedPageTwin(found.command, page, this.cli.twin),
    };
    for (const { block, h2, h3 } of underHeadings(page.blocks)) {
      if (block.kind === 'code' && h2 === 'Synopsis') details.synopsis = block.code;
      else if (block.kind === 'code' && h2 === 'Examples') {
        const last = details.examples[details.examples.length - 1];
        if (/filename="?Output/.test(block.meta ?? '') && last && last.output === undefined) last.output = block.code;
        else details.examples.push({ ...(h3 ? { title: h3 } : {}), code: block.code });
      } else if (block.kind === 'component') {
        const props = blockProps(block, this.cli.model.shared);
        if (block.name === 'CliFlagsTable') details.flags.push(...arrayProp<CliFlagData>(props.flags));
        else if (block.name === 'CliArgsTable') details.arguments.push(...arrayProp<CliArgData>(props.args));
        else if (block.name === 'CliCommandList')
          details.subcommands.push(
            ...arrayProp<CliCommandLinkData>(props.commands).map((c) => ({
              command: c.command,
              summary: c.summary,
              route: c.href,
            })),
          );
        else if (block.name === 'CliOperations')
          details.operations.push(
            ...arrayProp<CliOperationData>(props.operations).map((op) => ({
              operationId: op.operationId,
              method: op.method,
              path: op.path,
              summary: op.summary,
              route: op.href,
            })),
          );
      }
    }
    return details;
  }
}
