/**
 * A throw-away copy of the repository that builds the site with a second, large API mounted in
 * the API section (`SANDGARDEN_EXTRA_API`), measured step by step. Used by `npm run bench:large`
 * and by the bounded-sidebar test; the repository itself is never touched.
 *
 * The copy holds the working tree's files (tracked and untracked, not ignored) and a hard-linked
 * `node_modules`: Turbopack wants `node_modules` inside the project root, a symlink out of it is
 * refused, and hard links cost seconds instead of a minute of `npm ci`. Nothing in the build
 * writes into `node_modules`, so the links are never written through.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXTRA_API_ENV } from '../../generator/openapi/mount.ts';
import { measure, type Measured } from './measure.ts';

/** Copies the repository at `repo` into a new temporary directory and returns its path (no `.cache/`: ignored files stay behind). */
export function copyRepository(repo: string, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(repo, file);
    // Deleted in the working tree (not yet committed), or not a plain file: a link such as an
    // `out` pointing at another build (`out/` in .gitignore matches folders, not links) is no source.
    if (!fs.existsSync(from) || !fs.lstatSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

export interface LargeSiteRun {
  dir: string;
  gen: Measured;
  build: Measured;
}

/**
 * In a copy of `repo`: `npm run gen` and `npm run build` with the API at `specFile` mounted at
 * `/api/{mount}`. Paths in the copy are the same as in the repository.
 */
export async function buildLargeSite(repo: string, mount: string, specFile: string): Promise<LargeSiteRun> {
  const dir = copyRepository(repo, 'sandgarden-large-');
  const env = { [EXTRA_API_ENV]: `${mount}=${path.resolve(repo, specFile)}`, NEXT_TELEMETRY_DISABLED: '1' };
  const tsx = path.join(dir, 'node_modules/.bin/tsx');
  const gen = await measure(tsx, ['generator/gen.ts'], { cwd: dir, env, echo: true });
  const build = await measure(tsx, ['postbuild/build.ts'], { cwd: dir, env, echo: true });
  return { dir, gen, build };
}

/** Per-step times printed by postbuild/build.ts (`✓ step (12.3 s)`). */
export function buildStepTimes(output: string): Array<{ step: string; seconds: number }> {
  return [...output.matchAll(/^✓ (.+) \(([\d.]+) s\)$/gm)].map((m) => ({ step: m[1], seconds: Number(m[2]) }));
}
