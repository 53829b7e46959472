import type { FetchRequest } from '../../../shared/api/try-it/request';
import type { BodyProblem } from '../../../shared/api/try-it/body-check';

/** What the builder shows under the form after Send. */
export type Outcome =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      ms: number;
      headers: Array<[string, string]>;
      body: string;
      url: string;
    }
  | { kind: 'failed'; ms: number; url: string; message: string; curl: string }
  | { kind: 'redirect'; ms: number; url: string }
  /** The page's Content-Security-Policy kept the request in the browser: `allowed` is what its `connect-src` lists. */
  | { kind: 'blocked'; url: string; allowed: string[]; curl: string }
  | { kind: 'problems'; problems: string[] }
  | { kind: 'schema'; problems: BodyProblem[] };

/** A JSON body indented for reading; any other text (or JSON that does not parse) as it came. */
export function prettyBody(text: string, contentType: string | null): string {
  if (!/json/i.test(contentType ?? '') && !/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The sources of a policy's `connect-src` (`'self'` as this site's origin), from a violation's `originalPolicy`. */
function connectSourcesOf(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => /^connect-src\s/.test(part) || part === 'connect-src');
  return (directive ?? '')
    .split(/\s+/)
    .slice(1)
    .map((source) => (source === "'self'" ? location.origin : source));
}

interface ConnectBlock {
  blockedURI: string;
  allowed: string[];
}

/**
 * Listens for the page's policy blocking a connection (`securitypolicyviolation`, connect-src)
 * while a request is on its way, so a blocked request is told apart from a server that did not
 * answer. `find` waits a task: the event is queued after fetch's rejection may already have settled.
 */
function watchConnectBlocks(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document) {
  const seen: ConnectBlock[] = [];
  const listener = (event: Event) => {
    const violation = event as SecurityPolicyViolationEvent;
    if (violation.effectiveDirective === 'connect-src')
      seen.push({ blockedURI: violation.blockedURI, allowed: connectSourcesOf(violation.originalPolicy) });
  };
  target.addEventListener('securitypolicyviolation', listener);
  return {
    async find(url: string): Promise<ConnectBlock | undefined> {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const origin = new URL(url, location.href).origin;
      return seen.find((block) => block.blockedURI === url || block.blockedURI.startsWith(origin));
    },
    stop: () => target.removeEventListener('securitypolicyviolation', listener),
  };
}

export interface SendOptions {
  signal: AbortSignal;
  /** The curl command of the same request, offered when the browser cannot complete it. */
  curl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Sends one request from the builder and says what came of it; null when it was cancelled.
 * No cookies or referrer of this site go to the API's origin, and a redirect is shown, not
 * followed: its target is usually another site (a download).
 */
export async function sendRequest(request: FetchRequest, options: SendOptions): Promise<Outcome | null> {
  const { signal, curl, fetch: send = fetch, now = () => performance.now() } = options;
  const started = now();
  const ms = () => Math.round(now() - started);
  const blocks = typeof document === 'undefined' ? undefined : watchConnectBlocks();
  try {
    const response = await send(request.url, {
      ...request.init,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: 'manual',
      signal,
    });
    if (response.type === 'opaqueredirect') return { kind: 'redirect', ms: ms(), url: request.url };
    const text = await response.text();
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: ms(),
      headers: [...response.headers.entries()],
      body: prettyBody(text, response.headers.get('content-type')),
      url: request.url,
    };
  } catch (error) {
    if ((error as Error).name === 'AbortError') return null;
    const blocked = await blocks?.find(request.url);
    if (blocked) return { kind: 'blocked', url: request.url, allowed: blocked.allowed, curl };
    return { kind: 'failed', ms: ms(), url: request.url, message: (error as Error).message, curl };
  } finally {
    blocks?.stop();
  }
}
