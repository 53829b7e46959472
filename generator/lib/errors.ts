/**
 * An error in an input file (spec, sidebar, frontmatter) that the user can fix.
 * `place` is a JSON pointer (`#/paths/~1runs/get`) or a line (`line 12`).
 */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly place: string,
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`${file}${place ? ` at ${place}` : ''}: ${reason}\n  fix: ${fix}`);
    this.name = 'SpecError';
  }
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function jsonPointer(segments: Array<string | number>): string {
  return '#' + segments.map((s) => '/' + pointerSegment(s)).join('');
}

/**
 * Where a `JSON.parse` error of `text` happened (the `position N` its message names), as line and
 * column from 1; undefined when the message names no position.
 */
export function jsonErrorPosition(text: string, error: unknown): { line: number; column: number } | undefined {
  const position = /position (\d+)/.exec(String((error as Error).message))?.[1];
  if (position === undefined) return undefined;
  const before = text.slice(0, Number(position));
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
}

/**
 * The segments of a local `$ref` or a pointer (`#/components/schemas/A~1B` → components, schemas,
 * A/B): each URI-decoded, then unescaped (RFC 6901). The leading `#` is optional.
 */
export function refSegments(ref: string): string[] {
  return ref
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}
