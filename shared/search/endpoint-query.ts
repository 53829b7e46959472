/**
 * Queries that name an HTTP endpoint ("POST /workflows", "get /api/v1/runs/run_123",
 * "/steps/{stepRef}/files") are answered exactly: the pages' `endpoint` filter values
 * (`POST /api/v1/workflows`) are matched segment by segment, so the operation comes first
 * whatever the words of other pages. Pure functions; the search engine pins what they match.
 */

// `query` is OpenAPI 3.2's QUERY method.
const METHODS = 'get|put|post|delete|options|head|patch|trace|query';
const ENDPOINT_QUERY = new RegExp(`^(?:(${METHODS})\\s+)?((?:https?://[^/\\s]+)?/\\S*)$`, 'i');

export interface EndpointQuery {
  /** Upper case, or undefined when the query is a bare path. */
  method?: string;
  /** Path segments, without query string, host or empty segments. */
  segments: string[];
}

export interface EndpointMatch {
  /** The filter value, `METHOD /path/template`. */
  endpoint: string;
  /** 2: every segment matches; 1: the query is the beginning of the path. */
  strength: 1 | 2;
}

function pathSegments(path: string): string[] {
  return path.split(/[?#]/)[0].split('/').filter(Boolean);
}

/** The endpoint a query names, or null when it is ordinary words. */
export function parseEndpointQuery(query: string): EndpointQuery | null {
  const match = ENDPOINT_QUERY.exec(query.trim());
  if (!match) return null;
  const [, method, rawPath] = match;
  const path = rawPath.replace(/^https?:\/\/[^/]+/i, '');
  return { method: method?.toUpperCase(), segments: pathSegments(path) };
}

function splitEndpoint(endpoint: string): { method: string; segments: string[] } {
  const space = endpoint.indexOf(' ');
  return { method: endpoint.slice(0, space).toUpperCase(), segments: pathSegments(endpoint.slice(space + 1)) };
}

const isParam = (segment: string) => /^\{[^}]*\}$/.test(segment) || segment.startsWith(':');

function segmentMatches(typed: string, template: string): boolean {
  if (isParam(template)) return true; // `{runId}` takes any value, and `{id}` or `:id` as typed
  return typed.toLowerCase() === template.toLowerCase();
}

/** The leading segments every endpoint shares (`api`, `v1`): readers often leave them out. */
export function commonPrefix(endpoints: readonly string[]): string[] {
  if (endpoints.length < 2) return [];
  const all = endpoints.map((e) => splitEndpoint(e).segments);
  const prefix: string[] = [];
  for (let i = 0; ; i++) {
    const segment = all[0][i];
    if (
      segment === undefined ||
      isParam(segment) ||
      all.some((segments) => segments[i] !== segment || segments.length === i + 1)
    )
      break;
    prefix.push(segment);
  }
  return prefix;
}

function compare(typed: string[], template: string[]): 0 | 1 | 2 {
  if (typed.length > template.length) return 0;
  if (!typed.every((segment, i) => segmentMatches(segment, template[i]))) return 0;
  return typed.length === template.length ? 2 : 1;
}

/**
 * The endpoints a query names, best first: full matches before beginnings, then shorter paths,
 * then the order given. A typed path may include or omit the shared prefix (`/api/v1`).
 */
export function matchEndpoints(query: EndpointQuery, endpoints: readonly string[]): EndpointMatch[] {
  if (query.segments.length === 0) return [];
  const prefix = commonPrefix(endpoints);
  const matches: Array<EndpointMatch & { length: number; order: number }> = [];
  endpoints.forEach((endpoint, order) => {
    const { method, segments } = splitEndpoint(endpoint);
    if (query.method && query.method !== method) return;
    const short = segments.slice(prefix.length);
    const strength = Math.max(compare(query.segments, segments), compare(query.segments, short));
    if (strength > 0) matches.push({ endpoint, strength: strength as 1 | 2, length: segments.length, order });
  });
  matches.sort((a, b) => b.strength - a.strength || a.length - b.length || a.order - b.order);
  return matches.map(({ endpoint, strength }) => ({ endpoint, strength }));
}
