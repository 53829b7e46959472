/**
 * What the search index learns about one page: whether it is indexed at all, its section (a
 * Pagefind filter) and the metadata results show and match on. Pure: route and frontmatter in,
 * data out. `PageSearchMarkup` turns it into hidden Pagefind markup inside `<main>`.
 */

export const SEARCH_SECTIONS = ['Docs', 'API', 'CLI'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/**
 * The `search` frontmatter key the API and CLI generators write (see docs/search.md).
 * All fields are optional; a page without the key is indexed with its section only.
 */
export interface SearchFrontmatter {
  /** API: the HTTP method, any case (`post`). */
  method?: string;
  /** API: the path template (`/workflows/{workflowId}`). */
  path?: string;
  /** API: the operationId (`createWorkflow`). */
  operationId?: string;
  /** CLI: the full command line without flags (`sand runs start`). */
  command?: string;
  /** Extra words readers may type that the page does not contain (aliases, old names). */
  keywords?: string[];
  /** Optional; the route decides (`/api/**` API, `/cli/**` CLI, the rest Docs), so it must agree. */
  section?: SearchSection;
}

export interface PageSearchData {
  /** False: the page stays out of the index (no `data-pagefind-body`, no markup). */
  indexed: boolean;
  section: SearchSection;
  /** Pagefind filters: name → values. */
  filters: Record<string, string[]>;
  /** Pagefind metadata: shown in results, and matched by queries (weights in `search-ranking.ts`). */
  meta: Record<string, string>;
}

/** Top-level route folders whose pages are listings of other pages, never search results. */
const UNINDEXED_FOLDERS = new Set(['tags']);

const HTTP_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'QUERY']);

export function sectionOfRoute(route: readonly string[]): SearchSection {
  if (route[0] === 'api') return 'API';
  if (route[0] === 'cli') return 'CLI';
  return 'Docs';
}

/** Splits an identifier into words: `createAPIKey` → `create API Key`, `get_run-v2` → `get run v2`. */
export function identifierWords(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim();
}

function fail(where: string, key: string, reason: string, fix: string): never {
  throw new Error(`${where}: frontmatter "search.${key}" ${reason}\n  fix: ${fix}`);
}

function readSearchFrontmatter(value: unknown, where: string): SearchFrontmatter {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(
      `${where}: frontmatter "search" is not a mapping\n  fix: write it as "search: { method: POST, path: /runs }" or remove it`,
    );
  }
  const raw = value as Record<string, unknown>;
  const known = new Set(['method', 'path', 'operationId', 'command', 'keywords', 'section']);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) fail(where, key, 'is not a search key', 'use method, path, operationId, command or keywords');
  }
  const out: SearchFrontmatter = {};
  for (const key of ['method', 'path', 'operationId', 'command'] as const) {
    const field = raw[key];
    if (field === undefined) continue;
    if (typeof field !== 'string' || field.trim() === '')
      fail(where, key, 'is not a non-empty string', `write ${key} as text or remove it`);
    out[key] = field.trim();
  }
  if (out.method !== undefined && !HTTP_METHODS.has(out.method.toUpperCase())) {
    fail(
      where,
      'method',
      `"${out.method}" is not an HTTP method`,
      'use GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE or QUERY',
    );
  }
  if (out.path !== undefined && !out.path.startsWith('/'))
    fail(where, 'path', `"${out.path}" does not start with "/"`, 'write the path template as in the OpenAPI document');
  if (raw.keywords !== undefined) {
    if (!Array.isArray(raw.keywords) || raw.keywords.some((k) => typeof k !== 'string')) {
      fail(where, 'keywords', 'is not a list of strings', 'write "keywords: [word, other words]"');
    }
    out.keywords = (raw.keywords as string[]).map((k) => k.trim()).filter(Boolean);
  }
  return out;
}

/** The end (exclusive) of the JSON value that starts at `start`: braces and brackets balanced, strings skipped. */
function jsonValueEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/**
 * The data props of the first `<Name a={json} …/>` element in an MDX source, as generators write
 * them (`jsxElement` in generator/lib/mdx.ts: JSON inside braces). Props that are not JSON are skipped.
 */
export function elementDataProps(source: string, name: string): Record<string, unknown> | null {
  const start = source.search(new RegExp(`<${name}[\\s/>]`));
  if (start < 0) return null;
  const props: Record<string, unknown> = {};
  const attribute = /\s*([A-Za-z_][\w-]*)=\{/y;
  let at = start + 1 + name.length;
  for (;;) {
    attribute.lastIndex = at;
    const match = attribute.exec(source);
    if (!match) break;
    const valueStart = attribute.lastIndex;
    const end = jsonValueEnd(source, valueStart);
    if (end < 0) break;
    try {
      props[match[1]] = JSON.parse(source.slice(valueStart, end));
    } catch {
      // an expression, not data: not ours to read
    }
    at = end + 1;
  }
  return props;
}

/**
 * What a generated page says about itself when its frontmatter has no `search` key: an API
 * operation page's `<ApiOperationHeader>` props (from the section's model, `operationHeader`, for
 * a page that is a stub; else read from its MDX), a CLI page's title when it is a `sand` command.
 */
export function searchFromPage(
  route: readonly string[],
  title: unknown,
  sourceCode: string | undefined,
  operationHeader?: Record<string, unknown>,
): SearchFrontmatter {
  if (route[0] === 'api' && (operationHeader || sourceCode)) {
    const header = operationHeader ?? elementDataProps(sourceCode!, 'ApiOperationHeader');
    const pick = (key: string) =>
      typeof header?.[key] === 'string' && header[key] ? (header[key] as string) : undefined;
    const found = { method: pick('method'), path: pick('path'), operationId: pick('operationId') };
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
  }
  if (route[0] === 'cli' && typeof title === 'string' && /^sand(\s|$)/.test(title.trim()))
    return { command: title.trim() };
  return {};
}

/**
 * The page's own `# heading` in its MDX source (outside code fences), as plain text: a docs page
 * titled "Pinecone" calls itself "Pinecone connector" there. Undefined when there is none.
 */
export function firstHeading(source: string | undefined): string | undefined {
  if (!source) return undefined;
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0];
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const text = heading
      .replace(/\s*\[#[^\]]*\]$/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .trim();
    return text || undefined;
  }
  return undefined;
}

const sameWords = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, ' ').trim() === b.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The search data of the page at `route` (segments below `/`) with frontmatter `metadata`.
 * Without a `search` key, generated pages are read for it (`searchFromPage`). Throws, naming the
 * page, when the `search` frontmatter is malformed.
 */
export function pageSearchData(
  route: readonly string[],
  metadata: Record<string, unknown>,
  sourceCode?: string,
  operationHeader?: Record<string, unknown>,
): PageSearchData {
  const where = typeof metadata.filePath === 'string' && metadata.filePath ? metadata.filePath : '/' + route.join('/');
  const section = sectionOfRoute(route);
  const indexed = metadata.unlisted !== true && metadata.searchable !== false && !UNINDEXED_FOLDERS.has(route[0] ?? '');
  const search =
    metadata.search === undefined
      ? searchFromPage(route, metadata.title, sourceCode, operationHeader)
      : readSearchFrontmatter(metadata.search, where);
  const declared = (metadata.search as { section?: unknown } | undefined)?.section;
  if (declared !== undefined && String(declared).toLowerCase() !== section.toLowerCase()) {
    fail(
      where,
      'section',
      `is "${String(declared)}" but the page is in the ${section} section`,
      `write "section: ${section}" or remove it (the route decides)`,
    );
  }
  const meta: Record<string, string> = {};
  if (typeof metadata.title === 'string' && metadata.title.trim()) meta.title = metadata.title.trim();
  const filters: Record<string, string[]> = { section: [section] };
  const method = search.method?.toUpperCase();
  if (method) meta.method = method;
  if (search.path) meta.path = search.path;
  if (method && search.path) {
    // An exact handle for "POST /workflows"-style queries; see `endpoint-query.ts`.
    filters.endpoint = [`${method} ${search.path}`];
  }
  if (search.operationId) {
    meta.operationId = search.operationId;
  }
  if (search.command) meta.command = search.command;
  // The page's heading names it too when it says more than the title ("Pinecone connector" for
  // "Pinecone"): a query naming it then finds the page before the commands that mention it.
  const heading = firstHeading(sourceCode);
  const keywords = [
    ...(search.operationId ? [identifierWords(search.operationId)] : []),
    ...(heading && !(meta.title && sameWords(heading, meta.title)) ? [heading] : []),
    ...(search.keywords ?? []),
  ];
  if (keywords.length > 0) meta.keywords = keywords.join(' · ');
  return { indexed, section, filters, meta };
}
