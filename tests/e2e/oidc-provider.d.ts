/**
 * The part of oidc-provider's API the sign-in tests use (the package ships no types): a provider
 * made from an issuer and a configuration, its request handler, and its token stores.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientView {
    clientId: string;
    grantTypeAllowed(grant: string): boolean;
  }
  interface TokenSource {
    kind: string;
    /** The scopes the reader granted. */
    scopes: Set<string>;
  }
  interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    token_endpoint_auth_method?: string;
    redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
  }
  export interface Configuration {
    clients?: ClientMetadata[];
    features?: Record<string, { enabled: boolean }>;
    scopes?: string[];
    clientBasedCORS?: (ctx: unknown, origin: string, client: ClientView) => boolean;
    issueRefreshToken?: (ctx: unknown, client: ClientView, source: TokenSource) => Promise<boolean>;
    ttl?: Record<string, (ctx: unknown, token: unknown, client: ClientView) => number>;
    findAccount?: (
      ctx: unknown,
      id: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> }>;
    cookies?: { keys: string[] };
    routes?: Record<string, string>;
  }
  interface TokenStore {
    find(token: string): Promise<object | undefined>;
  }
  /** The Koa context a middleware sees (the parts the tests' default-scope middleware touches). */
  interface Context {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    req: IncomingMessage;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    /** A Koa middleware that runs before the provider's own routes. */
    use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    AccessToken: TokenStore;
    ClientCredentials: TokenStore;
  }
}
