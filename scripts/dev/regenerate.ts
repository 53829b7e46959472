/**
 * One regeneration for `npm run dev`: runs `npm run gen` (its output still goes to the terminal)
 * and turns the result into the status the open pages show.
 */
import { spawn } from 'node:child_process';
import { bin } from '../lib/run.ts';
import { specStatusFromGen, type SpecStatus } from './spec-status.ts';

export function runGen(args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('tsx'), ['scripts/gen.ts', ...args], { stdio: ['ignore', 'inherit', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Regenerates and reports how it went; `changed` names the saved files, for errors that do not. */
export async function regenerate(changed: string[], genArgs: string[] = []): Promise<SpecStatus> {
  const { code, output } = await runGen(genArgs);
  return specStatusFromGen(code, output, changed);
}
