/**
 * The section model files `npm run gen` writes (`content/api/_model.json`, `content/cli/_model.json`,
 * a mounted API's own): parsed once per process, and again when the file changed, since
 * `npm run dev` regenerates them in place while the server runs.
 */
import fs from 'node:fs';

const parsed = new Map<string, { mtimeMs: number; value: unknown }>();

/** The parsed JSON of `file`, or undefined when there is no such file. */
export function readModelFile<T>(file: string): T | undefined {
  if (!fs.existsSync(file)) return undefined;
  const { mtimeMs } = fs.statSync(file);
  const cached = parsed.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T;
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  parsed.set(file, { mtimeMs, value });
  return value;
}
