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
export const parameterViewId = (location: string, name: string, prefix = '') => `${prefix}param-${location}-${anchorPart(name)}`;

/** View id of a request body (the "Request body" heading's own id for the first media type). */
export const requestBodyViewId = (count: number, mediaType: string, prefix = '') => `${prefix}request-body${mediaSuffix(count, mediaType)}`;

/** Id of a response's section: `response-200`, `response-4XX`. */
export const responseId = (status: string, prefix = '') => `${prefix}response-${anchorPart(status)}`;

/** View id of a response body: `response-200`, or `response-200-application-xml` beside another type. */
export const responseBodyViewId = (status: string, count: number, mediaType: string, prefix = '') => responseId(status, prefix) + mediaSuffix(count, mediaType);

/** View id of a response header: `response-200-header-link`. */
export const responseHeaderViewId = (status: string, name: string, prefix = '') => `${responseId(status, prefix)}-header-${anchorPart(name)}`;

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
