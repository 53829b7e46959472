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

/** View id of a parameter: `param-query-page`. */
export const parameterViewId = (location: string, name: string) => `param-${location}-${anchorPart(name)}`;

/** View id of a request body (the "Request body" heading's own id for the first media type). */
export const requestBodyViewId = (count: number, mediaType: string) => `request-body${mediaSuffix(count, mediaType)}`;

/** Id of a response's section: `response-200`, `response-4XX`. */
export const responseId = (status: string) => `response-${anchorPart(status)}`;

/** View id of a response body: `response-200`, or `response-200-application-xml` beside another type. */
export const responseBodyViewId = (status: string, count: number, mediaType: string) => responseId(status) + mediaSuffix(count, mediaType);

/** View id of a response header: `response-200-header-link`. */
export const responseHeaderViewId = (status: string, name: string) => `${responseId(status)}-header-${anchorPart(name)}`;
