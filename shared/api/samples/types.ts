/** Everything a code sample needs to know about one request, in plain data. */
export interface SampleRequest {
  method: string;
  /** Absolute base URL, or undefined when the spec's server is relative (then `baseUrlEnv` holds it). */
  baseUrl?: string;
  baseUrlEnv: string;
  /** Path with example values filled in and URL-encoded. */
  path: string;
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  /** Cookie parameters (the request builder's; generated pages leave them out). */
  cookies?: Array<{ name: string; value: string }>;
  auth?: SampleAuth;
  body?: { mediaType: string; value: unknown };
  /** For typed samples: where the operation sits in openapi-typescript's `paths` type. */
  typed: {
    path: string;
    method: string;
    bodyMediaType?: string;
    successStatus?: string;
    responseMediaType?: string;
  };
}

/**
 * How the request authenticates. Without a value a sample reads the secret from its environment
 * variable; the request builder passes the typed value only when the reader reveals secrets.
 */
export type SampleAuth =
  | { kind: 'bearer'; env: string; token?: string }
  | { kind: 'basic'; userEnv: string; passwordEnv: string; username?: string; password?: string }
  | { kind: 'header' | 'query' | 'cookie'; name: string; env: string; value?: string };

/** One language of code samples. Adding a language is one module plus one line in the registry. */
export interface CodeSampleGenerator {
  id: string;
  label: string;
  /** Code-fence language for highlighting. */
  lang: string;
  generate(request: SampleRequest): string;
}

export function isJsonMedia(mediaType: string | undefined): boolean {
  return !!mediaType && /(^application\/json|\+json|^application\/[\w.-]*json)/i.test(mediaType.split(';')[0].trim());
}
