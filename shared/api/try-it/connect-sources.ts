/**
 * The origins an operation page's request builder connects to: its servers and the OAuth
 * endpoints its sign-in schemes name. The build writes them into that page's
 * Content-Security-Policy (`connect-src`); the builder names them when the policy blocks a request.
 */
import type { TryItOperation } from './types.ts';

/** A server URL with `{variables}` filled in every way its enums allow (else with its default). */
function expandServer(url: string, variables: TryItOperation['servers'][number]['variables']): string[] {
  let urls = [url];
  for (const v of variables) {
    const values = v.enum && v.enum.length > 0 ? v.enum : [v.default];
    urls = urls.flatMap((u) =>
      u.includes(`{${v.name}}`) ? values.map((value) => u.split(`{${v.name}}`).join(value)) : [u],
    );
  }
  return urls;
}

/** `https://api.example.com` of an absolute http(s) URL; undefined for a relative one (the site itself) or another scheme. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Every origin the builder of this operation may send to, sorted, without duplicates. */
export function tryItConnectOrigins(data: TryItOperation): string[] {
  const urls = data.servers.flatMap((s) => expandServer(s.url, s.variables));
  for (const scheme of data.signIn ?? []) {
    if (scheme.discoveryUrl) urls.push(scheme.discoveryUrl);
    for (const flow of scheme.flows) {
      // The authorization endpoint is a page the reader goes to, not a connection.
      for (const url of [flow.tokenUrl, flow.refreshUrl, flow.deviceAuthorizationUrl]) if (url) urls.push(url);
    }
  }
  const origins = new Set(urls.map(originOf).filter((o): o is string => o !== undefined));
  return [...origins].sort();
}

/**
 * A CSP source a deployer may add (`https://api.example.com`, `http://localhost:*`,
 * `https://*.example.com`): a scheme, a host, an optional port; nothing that could end the
 * directive or add a keyword.
 */
export function isConnectSource(source: string): boolean {
  return /^https?:\/\/((\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(:(\d{1,5}|\*))?$/i.test(source);
}
