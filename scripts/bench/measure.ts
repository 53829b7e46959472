/**
 * Runs a command and measures its wall time and the peak resident memory of its whole process
 * tree (Next's build spawns workers), sampled from /proc every 100 ms.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface Measured {
  seconds: number;
  /** Highest sum of RSS over the process and its descendants; null where /proc is missing. */
  peakBytes: number | null;
  output: string;
}

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields resume after the last ")".
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent)!.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function treeRss(root: number): number {
  const children = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rssBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `command`; output is captured (and echoed when `echo`); rejects on a non-zero exit. */
export function measure(command: string, args: string[], options: { env?: Record<string, string>; echo?: boolean } = {}): Promise<Measured> {
  const started = process.hrtime.bigint();
  const hasProc = fs.existsSync('/proc/self/status');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    const sample = () => {
      if (hasProc && child.pid) peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, 100);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.trim().split('\n').slice(-15).join('\n')}`));
        return;
      }
      resolve({ seconds, peakBytes: hasProc ? peak : null, output });
    });
  });
}
