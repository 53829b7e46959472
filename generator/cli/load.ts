import fs from 'node:fs';
import { SpecError, jsonErrorPosition } from '../lib/errors.ts';

/** Reads and parses a JSON file; a syntax error names its line and column. */
export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SpecError(
      file,
      '',
      `cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      'check the path; the CLI description lives in cli-spec/sand.json',
    );
  }
  return parseJsonText(file, text);
}

function parseJsonText(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = jsonErrorPosition(text, error);
    throw new SpecError(
      file,
      at ? `line ${at.line}, column ${at.column}` : '',
      `not valid JSON: ${(error as Error).message}`,
      'fix the JSON syntax there (a missing comma, quote or bracket is the usual cause)',
    );
  }
}
