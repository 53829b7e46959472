/**
 * How a parameter, header or body part is written on the wire, as the spec states it (OpenAPI's
 * `style`, `explode`, `allowReserved`, `allowEmptyValue`), in words for the pages and the twins.
 */
export interface Serialization {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  allowEmptyValue?: boolean;
}

/** One short phrase per stated field, in a fixed order; empty when the spec states none. */
export function serializationPhrases(s: Serialization): string[] {
  const out: string[] = [];
  if (s.style) out.push(`style ${s.style}`);
  if (s.explode !== undefined) out.push(s.explode ? 'exploded' : 'not exploded');
  if (s.allowReserved !== undefined)
    out.push(s.allowReserved ? 'reserved characters sent as they are' : 'reserved characters percent-encoded');
  if (s.allowEmptyValue) out.push('may be sent with an empty value');
  return out;
}
