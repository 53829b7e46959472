import type { FetchRequest } from '../../../shared/api/try-it/request';
import type { BodyProblem } from '../../../shared/api/try-it/body-check';

/** What the builder shows under the form after Send. */
export type Outcome =
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: Array<[string, string]>; body: string; url: string }
  | { kind: 'failed'; ms: number; url: string; message: string; curl: string }
  | { kind: 'redirect'; ms: number; url: string }
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
  try {
    const response = await send(request.url, { ...request.init, credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'manual', signal });
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
    return { kind: 'failed', ms: ms(), url: request.url, message: (error as Error).message, curl };
  }
}
