/**
 * `npm run dev` as the bench (tools/bench/dev-loop.ts) and the dev-loop test drive it: in a
 * process group of its own, so stopping it stops the dev script, Next and Next's workers; its
 * output kept; its first page waited for. The bench starts its bare Nextra site's `next dev` the
 * same way (another command, another folder).
 */
import { spawn } from 'node:child_process';
import { bin, run } from '../../generator/lib/run.ts';

export interface DevProcess {
  /** What it printed so far, each chunk as `format` wrote it. */
  output(): string;
  /** Resolves once `route` answers 200; rejects, with the end of the output, when it exits first or `timeoutMs` passes. */
  served(route: string, timeoutMs: number): Promise<void>;
  /** Stops the whole group and waits for the dev script to exit. */
  stop(): Promise<void>;
}

/** What to start: `npm run dev`'s script by default. */
export interface DevCommand {
  command: string;
  args: string[];
  cwd?: string;
}

/** `npm run dev`'s generator options: the API changelog shows what the edits change since the current release ("Unreleased"). */
export const DEV_GEN_ARGS = ['--unreleased'];

const ourDev = (port: number): DevCommand => ({ command: bin('tsx'), args: ['tools/dev/main.ts', '-p', String(port)] });

export function startDevProcess(
  port: number,
  format: (chunk: string) => string = (chunk) => chunk,
  { command, args, cwd }: DevCommand = ourDev(port),
): DevProcess {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const what = cwd ? `next dev in ${cwd}` : 'npm run dev';
  let output = '';
  const keep = (chunk: Buffer) => (output += format(chunk.toString()));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    output: () => output,
    async served(route, timeoutMs) {
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${output.slice(-3000)}`);
        const status = await fetch(`http://localhost:${port}${route}`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        if (Date.now() - started > timeoutMs)
          throw new Error(
            `${what} did not serve ${route} within ${timeoutMs / 1000} s (last status ${status}):\n${output.slice(-3000)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (!child.pid || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The address besides localhost a writer may open: the network one Next prints (a phone on the same network), else 127.0.0.1. */
export function networkAddress(devOutput: string, port: number): string {
  return /Network:\s+(http:\/\/[^\s/]+)/.exec(devOutput)?.[1] ?? `http://127.0.0.1:${port}`;
}

/** Back to the pages as committed, after a test or the bench saved and restored a spec under `npm run dev`. */
export const regenerateCommittedPages = () => run(bin('tsx'), ['generator/gen.ts', '--quiet']);
