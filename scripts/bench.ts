/**
 * `npm run bench`: wall time and peak memory of the API generator, for our spec and for
 * GitHub's REST description (1,200+ operations). Each run is a fresh process measured by
 * GNU time (`/usr/bin/time -v`); pages go to a temporary directory, the repository is untouched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Case {
  name: string;
  spec: string;
  /** Targets from the API issue: GitHub's description under 10 s and 1 GB. */
  maxSeconds?: number;
  maxMegabytes?: number;
}

const CASES: Case[] = [
  { name: 'Sandgarden Sun API', spec: 'openapi/sun-api.yaml' },
  { name: 'GitHub REST API', spec: 'node_modules/@octokit/openapi/generated/api.github.com.json', maxSeconds: 10, maxMegabytes: 1024 },
];

function measure(spec: string): { seconds: number; megabytes: number; summary: string } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  try {
    const args = ['-v', 'node_modules/.bin/tsx', 'scripts/gen.ts', '--api-spec', spec, '--out', path.join(out, 'api')];
    const result = spawnSync('/usr/bin/time', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`gen failed for ${spec}:\n${result.stderr}`);
    const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(result.stderr);
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
    if (!wall || !rss) throw new Error(`could not read GNU time's report:\n${result.stderr}`);
    const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
    const summary = result.stdout.trim().split('\n').pop() ?? '';
    return { seconds, megabytes: Number(rss[1]) / 1024, summary: summary.replace(/^.*?: /, '') };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

let over = false;
console.log('API generator (npm run gen -- --api-spec FILE --out DIR), one fresh process each:\n');
for (const c of CASES) {
  const { seconds, megabytes, summary } = measure(c.spec);
  const missed = (c.maxSeconds !== undefined && seconds > c.maxSeconds) || (c.maxMegabytes !== undefined && megabytes > c.maxMegabytes);
  over ||= missed;
  const target = c.maxSeconds !== undefined ? `  target < ${c.maxSeconds} s and < ${c.maxMegabytes} MB: ${missed ? 'MISSED' : 'met'}` : '';
  console.log(`${c.name.padEnd(20)} ${seconds.toFixed(2).padStart(6)} s ${megabytes.toFixed(0).padStart(6)} MB peak  ${summary}${target}`);
}
process.exit(over ? 1 : 0);
