/**
 * The files `npm run gen` writes that the site reads while it renders (section models,
 * `_meta.json`, a generated page's front matter): parsed once per process, and again when the file
 * changed, since `npm run dev` regenerates them in place while the server runs.
 */
import fs from 'node:fs';

const parsedBy = new Map<(text: string) => unknown, Map<string, { mtimeMs: number; value: unknown }>>();

/** `parse` of the text of `file`, or undefined when there is no such file. */
export function readParsedFile<T>(file: string, parse: (text: string) => T): T | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  let parsed = parsedBy.get(parse);
  if (!parsed) parsedBy.set(parse, (parsed = new Map()));
  const cached = parsed.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.value as T;
  const value = parse(fs.readFileSync(file, 'utf8'));
  parsed.set(file, { mtimeMs: stat.mtimeMs, value });
  return value;
}

const parseJson = (text: string): unknown => JSON.parse(text);

/** The parsed JSON of `file`, or undefined when there is no such file. */
export function readModelFile<T>(file: string): T | undefined {
  return readParsedFile(file, parseJson) as T | undefined;
}
