/**
 * Runs a command and measures its wall time, and the peak resident memory and CPU time of its
 * whole process tree (Next's build spawns workers), sampled from /proc every 100 ms.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface Measured {
  seconds: number;
  /** Highest sum of RSS over the process and its descendants; null where /proc is missing. */
  peakBytes: number | null;
  /**
   * CPU time (user + system) of the whole tree, sampled every 100 ms with the memory, so up to
   * 0.1 s per core short; unlike wall time it does not grow when other work shares the cores.
   */
  cpuSeconds: number | null;
  /**
   * The peak of each step the command announced (a line `▶ step`, as postbuild/build.ts prints),
   * by step: which step the memory peaks in. Empty when it announces none or /proc is missing.
   */
  peakByStep: Record<string, number>;
  output: string;
}

/** The step a command is in, from its output so far: its last `▶ step` line; undefined before the first. */
export function currentStep(output: string): string | undefined {
  const at = output.lastIndexOf('\n▶ ');
  const start = at >= 0 ? at + 3 : output.startsWith('▶ ') ? 2 : -1;
  if (start < 0) return undefined;
  const end = output.indexOf('\n', start);
  return output.slice(start, end < 0 ? undefined : end).trim();
}

/** Clock ticks per second of /proc's CPU times: USER_HZ, 100 on Linux. */
const TICKS_PER_SECOND = 100;

interface ProcessTable {
  children: Map<number, number[]>;
  /** CPU time of a process and of its children that ended and were waited for, in ticks. */
  ticks: Map<number, number>;
}

function processTable(): ProcessTable {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields resume after the last ")".
      // After it: state, ppid, … utime, stime, cutime, cstime (fields 4, 14-17 of proc(5)).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent)!.push(Number(entry));
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    } catch {
      // the process ended while we looked
    }
  }
  return { children, ticks };
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

function tree(root: number, table: ProcessTable): number[] {
  const pids: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    pids.push(pid);
    stack.push(...(table.children.get(pid) ?? []));
  }
  return pids;
}

/** Resident memory and CPU seconds so far of a process tree (a live child is not yet in its parent's cutime). */
function treeUsage(root: number): { rss: number; cpuSeconds: number } {
  const table = processTable();
  const pids = tree(root, table);
  return {
    rss: pids.reduce((total, pid) => total + rssBytes(pid), 0),
    cpuSeconds: pids.reduce((total, pid) => total + (table.ticks.get(pid) ?? 0), 0) / TICKS_PER_SECOND,
  };
}

/** Runs `command`; output is captured (and echoed when `echo`); rejects on a non-zero exit. */
export function measure(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; echo?: boolean; cwd?: string } = {},
): Promise<Measured> {
  const started = process.hrtime.bigint();
  const hasProc = fs.existsSync('/proc/self/status');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    let cpu = 0;
    const peakByStep: Record<string, number> = {};
    const sample = () => {
      if (!hasProc || !child.pid) return;
      const usage = treeUsage(child.pid);
      peak = Math.max(peak, usage.rss);
      cpu = Math.max(cpu, usage.cpuSeconds);
      const step = currentStep(output);
      if (step !== undefined) peakByStep[step] = Math.max(peakByStep[step] ?? 0, usage.rss);
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
        reject(
          new Error(
            `${command} ${args.join(' ')} failed${options.cwd ? ` in ${options.cwd}` : ''} (${signal ?? `exit ${code}`}):\n${output.trim().split('\n').slice(-15).join('\n')}`,
          ),
        );
        return;
      }
      resolve({ seconds, peakBytes: hasProc ? peak : null, cpuSeconds: hasProc ? cpu : null, peakByStep, output });
    });
  });
}
