/** Everything a code sample needs to know about one request, in plain data. */
export interface SampleRequest {
  method: string;
  /** Absolute base URL, or undefined when the spec's server is relative (then `baseUrlEnv` holds it). */
  baseUrl?: string;
  baseUrlEnv: string;
  /**
   * Path with example values filled in and URL-encoded; a value read from the environment (a
   * recipe step's earlier output) is a segment that each language URL-encodes when it runs.
   */
  path: SampleText;
  query: Array<{ name: string; value: SampleText }>;
  headers: Array<{ name: string; value: SampleText }>;
  /** Cookie parameters (the request builder's; generated pages leave them out). */
  cookies?: Array<{ name: string; value: string }>;
  auth?: SampleAuth;
  /** The body; in a JSON body any string leaf may be an `EnvLeaf` (read from the environment). */
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

/** Text made of literal pieces and environment variables, adjacent literals merged. */
export type Segment = { text: string } | { env: string };

/** A value as written (a string), or made of literal pieces and environment variables read when the sample runs. */
export type SampleText = string | readonly Segment[];

/**
 * A leaf of a JSON body read from the environment: a string made of segments, or (`json`) the JSON
 * value one variable holds (a recipe input that is an object). A class, so no body data can pass for one.
 */
export class EnvLeaf {
  constructor(
    readonly segments: readonly Segment[],
    readonly json = false,
  ) {}
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
