/**
 * A large API's request samples send its example body, which can be tens of kilobytes (a Sigstore
 * bundle); ten languages each repeating it pushed a page past its weight budget. On pages whose examples are
 * shown shortened (render/section.ts, EXAMPLE_MAX_BYTES), the samples' body is shortened the same
 * way, and each sample says so in its first line, as a comment in its own language.
 */
import type { SampleRequest } from '../../shared/api/samples/types.ts';
import { isJsonMedia } from '../../shared/api/samples/types.ts';
import { shortenExample } from './shorten.ts';

/** The request with its JSON body shortened to about `maxBytes`, and what the reader is told; unchanged when small. */
export function shortenedSampleBody(
  request: SampleRequest,
  maxBytes: number | undefined,
): { request: SampleRequest; note?: string } {
  if (maxBytes === undefined || !request.body || !isJsonMedia(request.body.mediaType)) return { request };
  const shown = shortenExample(request.body.value, maxBytes);
  if (!shown.note) return { request };
  return { request: { ...request, body: { ...request.body, value: shown.value } }, note: `Body ${shown.note}.` };
}

/** Languages whose line comments start with `#`; the others' with `//`. */
const HASH_COMMENTS = new Set(['curl', 'httpie', 'python', 'ruby']);

/** `code` with `note` as a comment line at its top (after PHP's opening tag, where a comment starts to count). */
export function withSampleNote(generatorId: string, code: string, note: string | undefined): string {
  if (!note) return code;
  const comment = `${HASH_COMMENTS.has(generatorId) ? '#' : '//'} ${note}`;
  if (code.startsWith('<?php\n')) return `<?php\n${comment}\n${code.slice('<?php\n'.length)}`;
  return `${comment}\n${code}`;
}
