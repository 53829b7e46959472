/**
 * The ids an API page gives its headings and schema views. The generator writes them (page
 * anchors, the keys of a page's schema data) and the components find views by them, so the rule
 * lives here once.
 */

/** A fragment-safe piece of an id: letters, digits, `_` and `-` only. */
export function anchorPart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || '_';
}

/** Id of a tag's heading on the landing page (already in the form the heading slugger keeps). */
export function tagAnchor(tag: string): string {
  return anchorPart(tag.toLowerCase()).replace(/_/g, '-');
}

/** The suffix that tells a body's media types apart; none when the body has only one. */
export function mediaSuffix(count: number, mediaType: string): string {
  return count > 1 ? `-${anchorPart(mediaType.replace(/\//g, '-'))}` : '';
}

/*
 * The view ids below take an optional `prefix`: an operation's callbacks are drawn on its page
 * with the same views, each under its callback's id (`callback-petadopted-post-request-body`).
 */

/** View id of a parameter: `param-query-page`. */
export const parameterViewId = (location: string, name: string, prefix = '') =>
  `${prefix}param-${location}-${anchorPart(name)}`;

/** View id of a request body (the "Request body" heading's own id for the first media type). */
export const requestBodyViewId = (count: number, mediaType: string, prefix = '') =>
  `${prefix}request-body${mediaSuffix(count, mediaType)}`;

/** Id of a response's section: `response-200`, `response-4XX`. */
export const responseId = (status: string, prefix = '') => `${prefix}response-${anchorPart(status)}`;

/** View id of a response body: `response-200`, or `response-200-application-xml` beside another type. */
export const responseBodyViewId = (status: string, count: number, mediaType: string, prefix = '') =>
  responseId(status, prefix) + mediaSuffix(count, mediaType);

/** View id of a response header: `response-200-header-link`. */
export const responseHeaderViewId = (status: string, name: string, prefix = '') =>
  `${responseId(status, prefix)}-header-${anchorPart(name)}`;

/**
 * Id of each callback's section on its operation's page, in order: `callback-petadopted-post`
 * (a numeric suffix when a name and method repeat, with another URL expression). Lower case:
 * the ids are heading ids, which the theme lowercases.
 */
export function callbackIds(callbacks: ReadonlyArray<{ name: string; method: string }>): string[] {
  const used = new Set<string>();
  return callbacks.map(({ name, method }) => {
    const base = `callback-${anchorPart(name.toLowerCase())}-${anchorPart(method.toLowerCase())}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/*
 * Field anchors. Every field, parameter and header of a schema view has an id derived from its
 * place, never from render order or React (`useId`), so a link to it is the same in every build:
 *
 *   param-query-workflow                 a parameter: `param-{in}-{name}`
 *   param-query-filter.status            a field of a parameter's schema
 *   request-body.inputs                  a request body's field (`request-body-{media}` beside another type)
 *   response-200.output.summary          a response body's field, one `.name` a level
 *   response-200-header-X-Request-Id     a response header
 *   response-200.items.option-2.id       a field of the second shape of a oneOf/anyOf
 *   response-200.labels.additional       `{key}`: any other key; `.pattern-1`: keys matching a pattern
 *   response-200.state=running           an enum value of a field (`=-2` … when two values share a part)
 *   callback-petadopted-post-request-body.id   inside a callback: the callback's id in front
 *
 * Names go through `anchorPart`, so an id holds only letters, digits, `_ - . =` and is valid in a
 * URL fragment unescaped. Ids are unique on a page: each view's root is (the ids above), and a
 * level's names are its schema's property names.
 */

/** Ids of a field's enum values, in order, unique among themselves: `response-200.state=running`. */
export function enumValueAnchors(fieldAnchor: string, values: readonly string[]): string[] {
  const used = new Set<string>();
  return values.map((value) => {
    const base = `${fieldAnchor}=${anchorPart(value)}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/**
 * What a field is called in a search result and in its copy-link control: its path inside the
 * view (`output.summary` for `response-200.output.summary`), ending in the field's own name as
 * written in the spec; a parameter or header is its name.
 */
export function fieldPath(anchor: string, name: string): string {
  const dot = anchor.indexOf('.');
  if (dot < 0) return name;
  const parents = anchor
    .slice(dot + 1)
    .split('.')
    .slice(0, -1);
  return [...parents, name].join('.');
}

/**
 * The lazily loaded level that holds the element `id` names: the longest level anchor `id`
 * extends (`response-200.owner` holds `response-200.owner.login`, and its enum values
 * `response-200.owner.type=User`); undefined when none does.
 */
export function levelHolding(id: string, levelAnchors: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const anchor of levelAnchors) {
    if (id.startsWith(`${anchor}.`) && (best === undefined || anchor.length > best.length)) best = anchor;
  }
  return best;
}

/** An id React made (`useId`: `_R_85meinpfleivdb_`, `«r1»`, `:r1:`): it changes between builds, so no link may point at one. */
export const REACT_ID = /_R_|«|»|:r[0-9a-z]*:/;
