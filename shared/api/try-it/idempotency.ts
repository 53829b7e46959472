/**
 * Idempotency keys in the request builder. A server replays its first response to a repeat with
 * the same key (the Sun API: for 24 hours), so a builder that sends the documented example key, or
 * one key twice, shows an edited request a stale answer. A parameter that is an idempotency key
 * therefore starts with a fresh random key, never the example, and gets a new one after each Send;
 * a key the reader typed is theirs and stays.
 */
import type { TryItParam } from './types.ts';

/**
 * Whether a parameter is an idempotency key: a header named `Idempotency-Key` (any case, with or
 * without the older `X-` prefix), the name the IETF draft and the common APIs use.
 */
export function isIdempotencyKey(param: Pick<TryItParam, 'name' | 'in'>): boolean {
  return param.in === 'header' && /^(x-)?idempotency-key$/i.test(param.name);
}

/** A new key: a random UUID (crypto.randomUUID, in browsers and Node alike). */
export type NewKey = () => string;
const randomKey: NewKey = () => globalThis.crypto.randomUUID();

/** A fresh key for every idempotency-key parameter, by the parameter's key in the form's values. */
export function freshKeys(
  params: readonly TryItParam[],
  keyOf: (p: TryItParam) => string,
  newKey: NewKey = randomKey,
): Record<string, string> {
  return Object.fromEntries(params.filter((p) => p.freshKey).map((p) => [keyOf(p), newKey()]));
}

/**
 * The form's values after a Send: each idempotency key that still holds the key the builder
 * generated (`generated`) gets a new one; a key the reader typed or cleared is left as it is.
 * Returns the new values and the keys now generated.
 */
export function renewKeys(
  values: Readonly<Record<string, string>>,
  generated: Readonly<Record<string, string>>,
  newKey: NewKey = randomKey,
): { values: Record<string, string>; generated: Record<string, string> } {
  const next = { ...values };
  const nowGenerated: Record<string, string> = {};
  for (const [key, previous] of Object.entries(generated)) {
    if (values[key] !== previous) continue;
    next[key] = nowGenerated[key] = newKey();
  }
  return { values: next, generated: nowGenerated };
}
