import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects with its exit code so callers stop the pipeline. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export const bin = (name: string) => `node_modules/.bin/${name}`;
