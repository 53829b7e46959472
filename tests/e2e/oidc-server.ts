/// <reference path="./oidc-provider.d.ts" />
/**
 * A real OAuth 2.0 / OpenID Connect authorization server for the sign-in tests: oidc-provider
 * (certified), with its own login and consent pages (`devInteractions`, driven by Chromium's
 * clicks), the device flow and client credentials, and clients registered for each flow and each
 * failure a reader must be told about. Started by the tests, in their own process.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { SITE_PORT } from './servers';

/** Where the tests' authorization server listens: E2E_PORT + 3000 by default (OIDC_PORT to change). */
export const OIDC_PORT = Number(process.env.OIDC_PORT ?? SITE_PORT + 3000);

/** The clients the tests sign in as. */
export const CLIENTS = {
  /** A public client (no secret): authorization code with PKCE, refresh, the device flow. */
  web: 'docs-site',
  /** A public client whose token endpoint answers this site without CORS headers. */
  noCors: 'no-cors-site',
  /** A device client whose codes expire after 2 s. */
  shortDevice: 'short-device',
  /** A public client whose access tokens live 12 s (refresh, and expiry without a refresh token). */
  shortToken: 'short-token',
  /** A public client that, as OpenID Connect has it, gets a refresh token only with `offline_access`. */
  offline: 'offline-site',
  /** A confidential client for client credentials, and its secret. */
  service: 'test-service',
  serviceSecret: 'test-service-secret-1',
} as const;

export interface OidcServer {
  issuer: string;
  provider: Provider;
  /** With `tls`: the base64 SHA-256 of the certificate's public key, for `--ignore-certificate-errors-spki-list`. */
  spki?: string;
  /** Whether `token` is an access token this server issued and still holds. */
  issued(token: string): Promise<boolean>;
  stop(): Promise<void>;
}

export interface OidcOptions {
  /** The issuer URL (what the tokens and discovery say); its origin is where the browser believes the server is. */
  issuer: string;
  port: number;
  /** The site's origin: the redirect URI `${siteOrigin}/api/oauth-callback` is registered for the web clients. */
  siteOrigin: string;
  /** Serve HTTPS with a throwaway self-signed certificate (for an https issuer reached through Chromium's host mapping). */
  tls?: boolean;
  /** Route paths: the Sun API's description names `/authorize`, `/oauth/token`, `/oauth/device/code`. */
  routes?: Configuration['routes'];
}

/**
 * A throwaway certificate for `host`, and the base64 SHA-256 of its public key: Chromium trusts it
 * through `--ignore-certificate-errors-spki-list`, so the page is a secure origin without a
 * certificate error (with one, Chromium keeps none of the server's cookies, and its login breaks).
 */
function selfSignedCertificate(host: string): { key: Buffer; cert: Buffer; spki: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-oidc-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
      ],
      { stdio: 'ignore' },
    );
    const pem = fs.readFileSync(key);
    const der = crypto.createPublicKey(pem).export({ type: 'spki', format: 'der' });
    return { key: pem, cert: fs.readFileSync(cert), spki: crypto.createHash('sha256').update(der).digest('base64') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startOidcServer(options: OidcOptions): Promise<OidcServer> {
  const redirect = `${options.siteOrigin}/api/oauth-callback`;
  const device = 'urn:ietf:params:oauth:grant-type:device_code';
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENTS.web,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirect],
        grant_types: ['authorization_code', 'refresh_token', device],
        response_types: ['code'],
      },
      {
        client_id: CLIENTS.noCors,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirect],
        grant_types: ['authorization_code', device],
        response_types: ['code'],
      },
      {
        client_id: CLIENTS.shortToken,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirect],
        grant_types: ['authorization_code', 'refresh_token', device],
        response_types: ['code'],
      },
      {
        client_id: CLIENTS.offline,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirect],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      {
        client_id: CLIENTS.shortDevice,
        token_endpoint_auth_method: 'none',
        redirect_uris: [],
        grant_types: [device],
        response_types: [],
      },
      {
        client_id: CLIENTS.service,
        client_secret: CLIENTS.serviceSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [],
        grant_types: ['client_credentials'],
        response_types: [],
      },
    ],
    features: {
      devInteractions: { enabled: true },
      deviceFlow: { enabled: true },
      clientCredentials: { enabled: true },
    },
    scopes: ['openid', 'offline_access', 'runs:read', 'runs:write'],
    // Every client may call from the site except the one that stands for a server without CORS.
    clientBasedCORS: (_ctx, _origin, client) => client.clientId !== CLIENTS.noCors,
    // The web client gets a refresh token (the refresh test); device and client credentials do not.
    // The offline client only when the reader granted offline_access (OpenID Connect Core §11).
    issueRefreshToken: async (_ctx, client, source) =>
      client.grantTypeAllowed('refresh_token') &&
      source.kind === 'AuthorizationCode' &&
      (client.clientId !== CLIENTS.offline || source.scopes.has('offline_access')),
    ttl: {
      AccessToken: (_ctx, _token, client) => (client.clientId === CLIENTS.shortToken ? 12 : 3600),
      ClientCredentials: () => 3600,
      DeviceCode: (_ctx, _token, client) => (client.clientId === CLIENTS.shortDevice ? 2 : 600),
    },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id }) }),
    cookies: { keys: ['sign-in-tests-only'] },
    ...(options.routes ? { routes: options.routes } : {}),
  };
  const provider = new Provider(options.issuer, configuration);
  // Behind Chromium's host mapping the request arrives for the issuer's host over TLS.
  provider.proxy = false;
  defaultScope(provider, options.routes);
  const handler = provider.callback();
  const certificate = options.tls ? selfSignedCertificate(new URL(options.issuer).hostname) : undefined;
  const server = certificate ? https.createServer(certificate, handler) : http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer: options.issuer,
    provider,
    spki: certificate?.spki,
    issued: async (token) =>
      Boolean((await provider.AccessToken.find(token)) ?? (await provider.ClientCredentials.find(token))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A request that names no scope is served with the default scope `openid` (RFC 6749 §3.3 lets a
 * server choose a default): the Sun API's flows declare no scopes, so the builder asks for none,
 * and oidc-provider on its own refuses to grant nothing (access_denied).
 */
function defaultScope(provider: Provider, routes: Configuration['routes'] = {}) {
  const authorization = routes.authorization ?? '/auth';
  const device = routes.device_authorization ?? '/device/auth';
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === authorization && !ctx.query.scope) {
      ctx.query = { ...ctx.query, scope: 'openid' };
    } else if (ctx.method === 'POST' && ctx.path === device) {
      // oidc-provider reads a body parsed upstream from req.body.
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      const body = new URLSearchParams(Buffer.concat(chunks).toString());
      if (!body.get('scope')) body.set('scope', 'openid');
      (ctx.req as unknown as { body: Record<string, string> }).body = Object.fromEntries(body);
    }
    await next();
  });
}

/** The port a server listens on (tests that ask for port 0). */
export const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
