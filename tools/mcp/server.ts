/**
 * The MCP server over the built site: eight tools and every Markdown twin as a resource. Built
 * from its parts (the twins, the reference model, the search, the changelog) so tests can hand
 * it a temp site; knows nothing of transports (main.ts connects it to stdio or HTTP).
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { site } from '../../site.config.ts';
import type { ChangelogData } from '../../generator/api-history/changelog/generate.ts';
import { changesMarkdown, changesSince } from './api-changes.ts';
import type { CliChangelogData } from '../../generator/cli-history/changelog/generate.ts';
import { cliChangesMarkdown, cliChangesSince } from './cli-changes.ts';
import { ToolInputError } from './tool-errors.ts';
import { PAGE_CHARS, partAt } from './paging.ts';
import type { Reference } from './reference.ts';
import { MAX_RESULTS, resultsMarkdown, type DocsSearch } from './search-docs.ts';
import { normaliseRoute, type SitePages } from './site-pages.ts';
import { countText } from '../../shared/count-text.ts';

export interface DocsServerParts {
  pages: SitePages;
  reference: Reference;
  search: DocsSearch;
  /** The API changelog the build published, newest release first. */
  changelog: () => ChangelogData;
  /** sand's changelog the build published, newest release first. */
  cliChangelog: () => CliChangelogData;
  version: string;
  /** The most characters one read_page answer carries (default PAGE_CHARS). */
  pageChars?: number;
  /**
   * What to tell with every answer about the build it comes from, while that is not the current
   * one (the site being rebuilt, or its rebuild failed); undefined when the build is current.
   */
  buildNote?: () => string | undefined;
}

export const SERVER_NAME = `${site.productSlug}-docs`;

const INSTRUCTIONS = `Documentation of ${site.productName} (${site.url}): guides, the Sun API reference and the sand CLI reference, served from the site's own build.
Start with search_docs for a question in words; read_page reads any result in full as Markdown. For the API, get_operation answers one operation exactly (parameters, body and response schemas, a curl sample, the sand commands that call it) and list_operations lists them by tag; for the CLI, get_cli_command answers one command. api_changes lists what changed in the API after a release, breaking changes first; cli_changes does the same for sand. get_recipe gives a journey of several calls (run and wait, rotate a key…) step by step with a script.`;

type Handler<A> = (args: A) => Promise<CallToolResult> | CallToolResult;

/** The answer with the build's note above its text, when there is one. */
function noted(result: CallToolResult, note: string | undefined): CallToolResult {
  if (!note) return result;
  return { ...result, content: [{ type: 'text', text: `${note}\n\n` }, ...result.content] };
}

/**
 * A ToolInputError is the model's to fix: a tool error result with its message; anything else is
 * the server's fault and propagates. Either answer carries the build's note (`note`).
 */
function guardedWithNote<A>(handler: Handler<A>, note: () => string | undefined = () => undefined): Handler<A> {
  return async (args) => {
    try {
      return noted(await handler(args), note());
    } catch (error) {
      if (error instanceof ToolInputError)
        return noted({ isError: true, content: [{ type: 'text', text: error.message }] }, note());
      throw error;
    }
  };
}

const answer = (text: string, data: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: data,
});
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * The server over `parts`. The handlers read `parts` at each call, so the caller may put a newer
 * build's parts in place (main.ts does after a rebuild); the tools' descriptions keep the first.
 */
export function createDocsServer(parts: DocsServerParts): McpServer {
  const { reference } = parts;
  const guarded = <A>(handler: Handler<A>) => guardedWithNote(handler, () => parts.buildNote?.());
  const server = new McpServer(
    { name: SERVER_NAME, title: site.title, version: parts.version, websiteUrl: site.url },
    { instructions: INSTRUCTIONS },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Search the whole ${site.productName} documentation (guides, API reference, CLI reference) the way the site's search box does: same index, same ranking. Use it first for any question in words ("how do I start a run", "rate limits", "pinecone connector"); it also answers an operationId ("createWorkflow"), "METHOD /path" ("POST /workflows") or a command ("sand runs start"). Each result gives the page's route to pass to read_page. When you already know the exact operation or command, get_operation or get_cli_command answer more precisely.`,
      inputSchema: {
        query: z
          .string()
          .describe('Words as a reader would type them, an operationId, "METHOD /path", or a sand command.'),
        section: z
          .string()
          .optional()
          .describe(
            'Only this section: "Docs" (guides and concepts), "API" (Sun API reference) or "CLI" (sand reference). Leave out to search all.',
          ),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`How many results, best first (default 10, at most ${MAX_RESULTS}).`),
      },
      annotations: { title: 'Search the docs', ...READ_ONLY },
    },
    guarded(async ({ query, section, limit }) => {
      const found = await parts.search.search(query, section, limit ?? 10);
      return answer(resultsMarkdown(query, found.section, found.results, found.total), {
        query,
        section: found.section,
        total: found.total,
        results: found.results,
      });
    }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description: `Read one page of the site as Markdown (its Markdown twin, the same text as the page). Pass a route from search_docs or from a link in another page ("/docs/using/concepts", "/api/start-run", "/cli/sand/runs/start"; the page's URL on ${site.url} works too). A long page comes in parts: when the answer says there is more, call again with its nextCursor. For one API operation or CLI command, get_operation and get_cli_command give the same facts as data.`,
      inputSchema: {
        route: z.string().describe('The page: a route such as "/api/start-run", or its URL on the site.'),
        cursor: z
          .string()
          .optional()
          .describe('The nextCursor of the previous part, to read the next one. Leave out for the first part.'),
      },
      annotations: { title: 'Read a page', ...READ_ONLY },
    },
    guarded(({ route, cursor }) => {
      const page = parts.pages.page(route);
      const part = partAt(parts.pages.markdown(page), cursor, parts.pageChars ?? PAGE_CHARS);
      const more = part.nextCursor
        ? `\n\n---\nPart ${part.part} of ${part.parts}. Read on with read_page(route: "${page.route}", cursor: "${part.nextCursor}").`
        : part.parts > 1
          ? `\n\n---\nPart ${part.part} of ${part.parts}, the last.`
          : '';
      return answer(part.text + more, {
        route: page.route,
        title: page.title,
        url: page.url,
        part: part.part,
        parts: part.parts,
        ...(part.nextCursor ? { nextCursor: part.nextCursor } : {}),
      });
    }),
  );

  server.registerTool(
    'list_operations',
    {
      title: 'List API operations',
      description: `List the operations of the ${site.productName} Sun API: operationId, method and path, summary, tag, and its page. Give a tag ("Runs", "Workflows") to list only its operations. Use it to find an operation's exact name, then get_operation for its parameters and schemas; for a question in words, search_docs is quicker.`,
      inputSchema: {
        tag: z
          .string()
          .optional()
          .describe(`Only the operations of this tag (${reference.tags.join(', ')}). Leave out to list all.`),
      },
      annotations: { title: 'List API operations', ...READ_ONLY },
    },
    guarded(({ tag }) => {
      const operations = parts.reference.listOperations(tag);
      const lines: string[] = [];
      for (const t of [...new Set(operations.map((op) => op.tag ?? 'Other'))]) {
        lines.push(`## ${t}`, '');
        for (const op of operations.filter((o) => (o.tag ?? 'Other') === t))
          lines.push(
            `- \`${op.method} ${op.path}\` ${op.operationId}: ${op.summary}${op.deprecated ? ' (deprecated)' : ''} (${op.route})`,
          );
        lines.push('');
      }
      return answer(
        `${countText(operations.length, 'operation')}${tag ? ` tagged ${operations[0].tag}` : ''}.\n\n${lines.join('\n').trim()}`,
        { operations },
      );
    }),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'One operation of the Sun API in full, from the generated reference: method and path, parameters, request body and response schemas (named schemas written out), example responses, a ready curl sample, and the sand CLI commands that call it. Name it by operationId ("startRun") or "METHOD /path" ("POST /api/v1/runs"; the /api/v1 prefix may be left out). Unknown names get the closest matches; list_operations lists them all.',
      inputSchema: {
        operation: z.string().describe('An operationId ("startRun") or "METHOD /path" ("POST /api/v1/runs").'),
      },
      annotations: { title: 'Get an API operation', ...READ_ONLY },
    },
    guarded(({ operation }) => {
      const { markdown, ...details } = parts.reference.operation(operation);
      return answer(markdown, details as unknown as Record<string, unknown>);
    }),
  );

  server.registerTool(
    'get_cli_command',
    {
      title: 'Get a sand CLI command',
      description:
        'One command of the sand CLI in full: synopsis, arguments, flags (type, default, environment variable), examples with their output, subcommands, and the Sun API operations it calls in order. Name it as typed ("sand runs start"; "runs start" and trailing flags are fine). Unknown commands get the closest matches; search_docs with section "CLI" finds a command by what it does.',
      inputSchema: { command: z.string().describe('The command line, e.g. "sand runs start".') },
      annotations: { title: 'Get a sand CLI command', ...READ_ONLY },
    },
    guarded(({ command }) => {
      const { markdown, ...details } = parts.reference.command(command);
      return answer(markdown, details as unknown as Record<string, unknown>);
    }),
  );

  server.registerTool(
    'get_recipe',
    {
      title: 'Get a recipe',
      description: `A recipe: a journey through the Sun API that takes several calls, written in Arazzo and proven against the API on every build. Returns its page as Markdown (goal, what it needs, each step with its operation, what it sends, its success criteria and outputs, and the whole recipe as a bash and a TypeScript script) and the recipe as data. The recipes: ${reference.recipes.map((r) => `${r.workflowId} (${r.title})`).join('; ')}. Leave out the name to list them.`,
      inputSchema: {
        recipe: z
          .string()
          .optional()
          .describe('The recipe\'s workflowId ("rotateApiKey") or its page\'s slug ("rotate-api-key").'),
      },
      annotations: { title: 'Get a recipe', ...READ_ONLY },
    },
    guarded(({ recipe }) => {
      if (!recipe?.trim()) {
        const list = parts.reference.recipes.map((r) => ({
          workflowId: r.workflowId,
          title: r.title,
          summary: r.summary,
          url: r.url,
        }));
        return answer(
          `${countText(list.length, 'recipe')}.\n\n${list.map((r) => `- ${r.workflowId}: ${r.title}. ${r.summary} (${r.url})`).join('\n')}`,
          { recipes: list },
        );
      }
      const found = parts.reference.recipe(recipe);
      return answer(parts.pages.markdown(parts.pages.page(found.route)), { recipe: found });
    }),
  );

  server.registerTool(
    'api_changes',
    {
      title: 'API changes since a release',
      description:
        'What changed in the Sun API after a given release, from its changelog: breaking changes first (each with what a client must do), then deprecations, then additions, each naming its release and the operation it touches. Use it when code was written against an older version ("we use 1.2.0, what breaks?"). The releases are listed in the error when the version is unknown.',
      inputSchema: {
        since_version: z
          .string()
          .describe('The release the client knows, e.g. "1.2.0"; the changes of every later release are returned.'),
      },
      annotations: { title: 'API changes since a release', ...READ_ONLY },
    },
    guarded(async ({ since_version }) => {
      const changes = changesSince(parts.changelog(), since_version);
      return answer(changesMarkdown(changes), changes as unknown as Record<string, unknown>);
    }),
  );

  server.registerTool(
    'cli_changes',
    {
      title: 'sand CLI changes since a release',
      description:
        'What changed in the sand CLI after a given release, from its changelog: breaking changes first (each with what a user must do to their command lines and scripts), then deprecations (renamed and deprecated flags, with the replacement), then additions, each naming its release, the command and the flag it touches. Use it when scripts were written against an older sand ("we run 1.6, what changed?"); for the HTTP API use api_changes. The releases are listed in the error when the version is unknown.',
      inputSchema: {
        since_version: z
          .string()
          .describe(
            'The sand release the scripts were written for, e.g. "1.6.0" or "1.6" (its newest listed release); the changes of every later release are returned.',
          ),
      },
      annotations: { title: 'sand CLI changes since a release', ...READ_ONLY },
    },
    guarded(async ({ since_version }) => {
      const changes = cliChangesSince(parts.cliChangelog(), since_version);
      return answer(cliChangesMarkdown(changes), changes as unknown as Record<string, unknown>);
    }),
  );

  server.registerResource(
    'page',
    new ResourceTemplate(`${site.url}/{+path}`, {
      list: () => ({
        resources: parts.pages.pages.map((page) => ({
          uri: page.twinUrl,
          name: page.route,
          title: page.title,
          mimeType: 'text/markdown',
          ...(page.description ? { description: page.description } : {}),
        })),
      }),
    }),
    {
      title: 'Pages of the site as Markdown',
      description: `Every listed page of ${site.url} as its Markdown twin.`,
      mimeType: 'text/markdown',
    },
    (uri) => {
      // The SDK reports a thrown error to the client as the read's error, message included.
      const page = parts.pages.page(normaliseRoute(uri.href));
      return { contents: [{ uri: page.twinUrl, mimeType: 'text/markdown', text: parts.pages.markdown(page) }] };
    },
  );

  return server;
}
