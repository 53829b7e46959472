/**
 * Temporary folders for tests, removed once the test file's tests have run, so no run leaves its
 * fixtures behind in the system's temporary folder. Import it from test files only: it registers
 * the cleanup with `node:test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

const made: string[] = [];
after(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder, `<prefix>` and six random characters, in the system's temporary folder. */
export function temporaryDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
