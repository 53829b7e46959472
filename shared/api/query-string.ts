/**
 * OpenAPI 3.2's `in: querystring` parameter: the whole query string is one value, described by a
 * media type. The samples and the request builder send it as name/value pairs, which
 * `application/x-www-form-urlencoded` (the usual media type for it) is made of.
 */

/** The media type whose query strings are name/value pairs. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

export const isFormMedia = (mediaType: string | undefined): boolean =>
  !!mediaType && mediaType.split(';')[0].trim().toLowerCase() === FORM_MEDIA_TYPE;

/** The pairs of a form query string (`region=north&active=true`, a leading `?` allowed), decoded. */
export function queryStringPairs(text: string): Array<{ name: string; value: string }> {
  return [...new URLSearchParams(text.trim().replace(/^\?/, ''))].map(([name, value]) => ({ name, value }));
}

/**
 * A value as a form query string: an object's fields in order, an array field repeated (form,
 * exploded: OpenAPI's default for form data), objects inside as JSON. Undefined for a value that
 * is not an object.
 */
export function formQueryString(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const params = new URLSearchParams();
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  for (const [name, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) params.append(name, text(item));
    else params.append(name, text(v));
  }
  return params.toString();
}
