/**
 * OpenAPI 3.2's sequential media types: a body that is a stream of items, each described by the
 * media type's `itemSchema`. The pages show the item's fields ("a stream of …") and an example
 * stream: several items in the stream's own framing, built here from example items.
 */
import { isObject } from '../lib/json.ts';
import { sampleFromSchema, type SampleMode } from './examples.ts';

export type StreamFraming = 'sse' | 'lines' | 'json-seq' | 'multipart';

/** How a media type frames its items; undefined for one this generator does not know as a stream. */
export function streamFraming(mediaType: string): StreamFraming | undefined {
  const type = mediaType.split(';')[0].trim().toLowerCase();
  if (type === 'text/event-stream') return 'sse';
  if (
    type === 'application/jsonl' ||
    type === 'application/x-ndjson' ||
    type === 'application/jsonlines' ||
    type === 'application/x-jsonlines'
  )
    return 'lines';
  if (type === 'application/json-seq' || type.endsWith('+json-seq')) return 'json-seq';
  // Form data is a set of named fields, not a sequence (its examples come from its schema).
  if (type.startsWith('multipart/') && type !== 'multipart/form-data') return 'multipart';
  return undefined;
}

/** Shown in place of json-seq's record separator (0x1E), which a page cannot show. */
const RECORD_SEPARATOR_SIGN = '␞';

/** The boundary an example multipart stream uses. */
const EXAMPLE_BOUNDARY = 'example-boundary';

/**
 * Example items of an item schema: one per option of a `oneOf`/`anyOf` (up to three: a stream
 * mixes its kinds), else two of the one shape.
 */
export function exampleItems(itemSchema: unknown, mode: SampleMode): unknown[] {
  const options = isObject(itemSchema) ? (itemSchema.oneOf ?? itemSchema.anyOf) : undefined;
  if (Array.isArray(options) && options.length > 1) {
    const base =
      isObject(itemSchema) && isObject(itemSchema.properties)
        ? sampleFromSchema({ ...itemSchema, oneOf: undefined, anyOf: undefined }, mode)
        : undefined;
    return options.slice(0, 3).map((option) => {
      const item = sampleFromSchema(option, mode);
      return isObject(base) && isObject(item) ? { ...base, ...item } : (item ?? base);
    });
  }
  const item = sampleFromSchema(itemSchema, mode);
  return item === null || item === undefined ? [] : [item, item];
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** One server-sent event: the item's `event`, `id`, `retry` and `data` fields as lines (data split per line). */
function sseEvent(item: unknown): string {
  if (!isObject(item)) return `data: ${typeof item === 'string' ? item : json(item)}\n\n`;
  const lines: string[] = [];
  for (const field of ['event', 'id', 'retry'] as const)
    if (item[field] !== undefined && item[field] !== null) lines.push(`${field}: ${String(item[field])}`);
  const data = item.data === undefined ? undefined : typeof item.data === 'string' ? item.data : json(item.data);
  if (data !== undefined) for (const line of data.split('\n')) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n\n`;
}

/**
 * Items written in a stream's framing: SSE events (`data: …` and a blank line), one JSON text a
 * line (JSON Lines), RS-prefixed JSON texts (JSON text sequences, RS shown as ␞), or multipart
 * parts (CRLF line ends) with their content types (`contentTypes[i]`, else JSON for structured items).
 */
export function frameStream(
  framing: StreamFraming,
  items: unknown[],
  contentTypes: Array<string | undefined> = [],
): string {
  switch (framing) {
    case 'sse':
      return items.map(sseEvent).join('');
    case 'lines':
      return items.map((item) => `${json(item)}\n`).join('');
    case 'json-seq':
      return items.map((item) => `${RECORD_SEPARATOR_SIGN}${json(item)}\n`).join('');
    case 'multipart': {
      const parts = items.map((item, i) => {
        const contentType = contentTypes[i] ?? (typeof item === 'string' ? 'text/plain' : 'application/json');
        return `--${EXAMPLE_BOUNDARY}\r\nContent-Type: ${contentType}\r\n\r\n${typeof item === 'string' ? item : json(item)}\r\n`;
      });
      // Multipart lines end in CRLF (RFC 2046).
      return `${parts.join('')}--${EXAMPLE_BOUNDARY}--\r\n`;
    }
  }
}

/**
 * The media type a request with an example stream is sent as: a multipart stream names the
 * boundary its example uses (a multipart body cannot be read without it).
 */
export function sentMediaType(mediaType: string, example: { stream?: string } | undefined): string {
  return example?.stream !== undefined && streamFraming(mediaType) === 'multipart' && !/;\s*boundary=/i.test(mediaType)
    ? `${mediaType}; boundary=${EXAMPLE_BOUNDARY}`
    : mediaType;
}

/** What the example stream's label says about its framing. */
export function framingNote(framing: StreamFraming): string {
  switch (framing) {
    case 'sse':
      return 'server-sent events';
    case 'lines':
      return 'one JSON text a line';
    case 'json-seq':
      return `each JSON text after a record separator, shown as ${RECORD_SEPARATOR_SIGN}`;
    case 'multipart':
      return `parts between --${EXAMPLE_BOUNDARY} lines`;
  }
}
