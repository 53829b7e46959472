import fs from 'node:fs';
import path from 'node:path';
import YAML, { LineCounter, isNode } from 'yaml';
import { SpecError, jsonErrorPosition } from '../lib/errors.ts';
import { isObject, type JsonObject } from '../lib/json.ts';
import { lastResults } from '../cache/memo.ts';

/** A parsed OpenAPI file, with a way to turn a JSON pointer into a line for error messages. */
export interface LoadedDocument {
  file: string;
  text: string;
  /** The parsed document: a mapping; what else it holds is checked by validateDocument (validate.ts). */
  doc: JsonObject;
  format: 'json' | 'yaml';
  /** `line 12` for a pointer like `#/paths/~1runs/get`, or '' when unknown. */
  lineOf(pointer: string): string;
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Each file's last parse, by its text: `npm run dev` parses the API and every release again on each
 * save, and only the file saved has changed. Callers get their own copy of the document (steps
 * such as `resolve` change it in place): a YAML one copied, a JSON one parsed again.
 */
const parsed = lastResults<LoadedDocument>();

/**
 * Reads and parses a YAML or JSON file (`text`: its text, when the caller has read it already).
 * Syntax errors become a SpecError with the line.
 */
export function loadDocument(file: string, text = readDocumentText(file)): LoadedDocument {
  let parsedNow = false;
  // Keyed by the text itself: comparing it with the last costs less than hashing it (7 against 40 ms on GitHub's 13 MB).
  const last = parsed.get(path.resolve(file), text, () => {
    parsedNow = true;
    return parseDocument(file, text);
  });
  if (last.format === 'json') {
    // Parsing JSON again costs less than copying what it made (0.10 against 0.26 s on GitHub's): a
    // JSON entry's document is never read again, so the one parsed just now is the caller's.
    return parsedNow ? { ...last } : { ...last, doc: JSON.parse(text) };
  }
  return { ...last, doc: structuredClone(last.doc) };
}

/** The text of `file`; a file that cannot be read is a SpecError naming it. */
export function readDocumentText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SpecError(
      file,
      '',
      `cannot read the file (${(error as NodeJS.ErrnoException).code ?? error})`,
      'pass the path of an OpenAPI YAML or JSON file',
    );
  }
}

/** Parses the text of a YAML or JSON file named `file` (its messages name it). */
export function parseDocument(file: string, text: string): LoadedDocument {
  const looksJson = path.extname(file).toLowerCase() === '.json' || /^\s*\{/.test(text);
  if (looksJson) {
    try {
      const doc = JSON.parse(text);
      return finish(file, text, doc, 'json', () => '');
    } catch (error) {
      if (path.extname(file).toLowerCase() === '.json') {
        const at = jsonErrorPosition(text, error);
        const place = at ? `line ${at.line}` : '';
        throw new SpecError(
          file,
          place,
          `invalid JSON: ${(error as Error).message}`,
          'fix the JSON syntax at that place',
        );
      }
      // Not JSON after all (YAML flow mapping); fall through to the YAML parser.
    }
  }
  const lineCounter = new LineCounter();
  const yamlDoc = YAML.parseDocument(text, { lineCounter, prettyErrors: true });
  throwYamlError(file, yamlDoc);
  const doc = yamlDoc.toJS({ maxAliasCount: 10000 });
  const lineOf = (pointer: string): string => {
    const node = yamlDoc.getIn(pointerSegments(pointer), true);
    if (isNode(node) && node.range) return `line ${lineCounter.linePos(node.range[0]).line}`;
    return '';
  };
  return finish(file, text, doc, 'yaml', lineOf);
}

function finish(
  file: string,
  text: string,
  doc: unknown,
  format: 'json' | 'yaml',
  lineOf: (p: string) => string,
): LoadedDocument {
  if (!isObject(doc)) {
    throw new SpecError(
      file,
      '',
      'the file does not hold an object',
      'an OpenAPI document is a mapping with `openapi`, `info` and `paths`',
    );
  }
  return { file, text, doc, format, lineOf };
}

/** Throws a YAML document's first syntax error as a SpecError naming its line and column. */
export function throwYamlError(file: string, yamlDoc: YAML.Document): void {
  const first = yamlDoc.errors[0];
  if (!first) return;
  const pos = first.linePos?.[0];
  throw new SpecError(
    file,
    pos ? `line ${pos.line}, column ${pos.col}` : '',
    `invalid YAML: ${first.message.split('\n')[0]}`,
    'fix the YAML syntax at that place',
  );
}

/** "#/info (line 3)" style place for an error. */
export function place(loaded: LoadedDocument, pointer: string): string {
  const line = loaded.lineOf(pointer);
  return line ? `${pointer} (${line})` : pointer;
}
