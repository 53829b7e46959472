/**
 * What the request builder ("Try it") of one operation knows, as plain data: the generator writes
 * it into the page, the builder reads it in the browser.
 */
import type { SampleRequest } from '../samples/types.ts';

/** `querystring` (OpenAPI 3.2): one field holding the whole query string. */
export type ParamLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

export interface TryItParam {
  name: string;
  in: ParamLocation;
  required: boolean;
  /** `string`, `integer`, `number`, `boolean`, `array` or `object` (the first non-null type). */
  type: string;
  /** The type of an array's items. */
  itemType?: string;
  /** Allowed values, as text: the builder offers them in a list. */
  enum?: string[];
  /** OpenAPI serialization; defaults applied (`simple` in path and header, `form` in query and cookie). */
  style: string;
  explode: boolean;
  /**
   * The parameter's example as text (arrays comma-separated, objects as JSON): a required
   * parameter starts with it, an optional one offers it ("Use example") and starts empty.
   */
  example?: string;
  /** An idempotency key (idempotency.ts): the builder fills a fresh random key per request, never an example. */
  freshKey?: true;
  deprecated?: true;
  /** A `querystring` parameter's media type: what its text is written in. */
  mediaType?: string;
}

export interface TryItServer {
  url: string;
  /** What the picker says beside the URL: the server's short name, or its description's first sentence. */
  label?: string;
  variables: Array<{ name: string; default: string; enum?: string[]; description?: string }>;
}

export interface TryItBodyExample {
  /** The example's key in the spec, or `example`. */
  name: string;
  label: string;
  /** The example as the editor shows it: pretty JSON for JSON media types, else the text. */
  text: string;
}

export interface TryItBody {
  mediaType: string;
  examples: TryItBodyExample[];
  /** The body's schema as one JSON Schema 2020-12 value (generator/openapi/body-schema.ts), checked before Send. */
  schema?: object | boolean;
  /** Where the schema is when the page does not carry it (a large API's page): its schema data file's `bodyChecks[index]`. */
  schemaAt?: { href: string; index: number };
}

/** The credential an operation needs (its first security requirement's first scheme). */
export type TryItAuth =
  | { kind: 'bearer'; scheme: string }
  | { kind: 'basic'; scheme: string }
  | { kind: 'apiKey'; scheme: string; in: 'header' | 'query' | 'cookie'; name: string };

/** OAuth 2.0 flow names as OpenAPI writes them (3.2 adds `deviceAuthorization`). */
export type OAuthFlowName = 'authorizationCode' | 'deviceAuthorization' | 'clientCredentials' | 'implicit' | 'password';

export interface TryItOAuthFlow {
  flow: OAuthFlowName;
  authorizationUrl?: string;
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** The scopes the scheme lists for this flow. */
  scopes: string[];
  /** What each scope allows, as the scheme's `scopes` map says (shown beside its checkbox). */
  scopeDescriptions?: Record<string, string>;
}

/** A scheme the reader can sign in with, in the builder, to get a bearer token. */
export interface TryItSignIn {
  scheme: string;
  type: 'oauth2' | 'openIdConnect';
  /** oauth2: the flows as described (implicit and password are shown, never run). */
  flows: TryItOAuthFlow[];
  /** openIdConnect: the discovery document (`openIdConnectUrl`). */
  discoveryUrl?: string;
  /** The scopes the operation's security requirement names: chosen at first. */
  requiredScopes: string[];
  /** The scheme's `x-client-id`: the public client the builder signs in as, unless the reader types another. */
  clientId?: string;
}

export interface TryItOperation {
  method: string;
  /** The path template, `/api/v1/runs/{runId}`. */
  path: string;
  params: TryItParam[];
  /** One entry per media type of the request body; empty without a body. */
  bodies: TryItBody[];
  bodyRequired: boolean;
  servers: TryItServer[];
  auth?: TryItAuth;
  /** The operation also accepts requests without credentials. */
  authOptional?: true;
  /** OAuth 2.0 and OpenID Connect schemes the operation accepts: signing in gives the bearer token. */
  signIn?: TryItSignIn[];
  /** Environment variables the samples read when a value is not given. */
  env: { baseUrl: string; secret: string };
  /** Where the operation sits in the generated `paths` type (TypeScript samples). */
  typed: SampleRequest['typed'];
}

/** What the reader has typed into the builder. */
export interface TryItState {
  /** Index into `servers`, or `-1` for the custom base URL. */
  server: number;
  /** Values of the chosen server's variables, by name. */
  serverVariables: Record<string, string>;
  customBaseUrl: string;
  /** Parameter values as typed, by `paramKey` (`query:limit`); empty means "not sent". */
  values: Record<string, string>;
  /** Index into `bodies`. */
  body: number;
  bodyText: string;
  credentials: Credentials;
}

export interface Credentials {
  token?: string;
  username?: string;
  password?: string;
  apiKey?: string;
}
