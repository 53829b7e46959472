import fs from 'node:fs';
import { SpecError } from '../lib/errors.ts';

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
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    let place = '';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      place = `line ${line}, column ${column}`;
    }
    throw new SpecError(
      file,
      place,
      `not valid JSON: ${message}`,
      'fix the JSON syntax there (a missing comma, quote or bracket is the usual cause)',
    );
  }
}
