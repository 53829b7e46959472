import YAML from 'yaml';
import { SpecError } from '../lib/errors.ts';

export interface Frontmatter {
  /** Whether the file starts with a frontmatter block at all. */
  present: boolean;
  data: Record<string, unknown>;
  /** 1-based line of the first frontmatter key, so errors can point into the file. */
  firstLine: number;
  /** Lines of the frontmatter block keyed by top-level key (1-based, in the file). */
  keyLines: Record<string, number>;
}

const FENCE = /^---[ \t]*\r?$/;

/**
 * The one frontmatter reader of the docs tooling (loader, sidebar rules, consistency check).
 * Reads the YAML frontmatter at the top of an MDX file. A file without a frontmatter block gives
 * empty data (the caller decides which keys are required).
 */
export function parseFrontmatter(file: string, text: string): Frontmatter {
  const lines = text.split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { present: false, data: {}, firstLine: 1, keyLines: {} };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end === -1) {
    throw new SpecError(
      file,
      'line 1',
      'the frontmatter block opened with "---" is never closed',
      'add a line "---" after the last frontmatter key',
    );
  }
  const block = lines.slice(1, end).join('\n');
  const doc = YAML.parseDocument(block, { prettyErrors: false });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const line = (error.linePos?.[0].line ?? 0) + 1;
    throw new SpecError(
      file,
      `line ${line}`,
      `the frontmatter is not valid YAML (${error.message.split('\n')[0]})`,
      'fix the YAML between the two "---" lines',
    );
  }
  const data = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new SpecError(
      file,
      'line 2',
      'the frontmatter is not a mapping of keys to values',
      'write the frontmatter as "key: value" lines',
    );
  }
  const keyLines: Record<string, number> = {};
  block.split('\n').forEach((line, i) => {
    const match = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
    if (match && !(match[1] in keyLines)) keyLines[match[1]] = i + 2;
  });
  return { present: true, data: data as Record<string, unknown>, firstLine: 2, keyLines };
}
