/**
 * The registry these machines reach lacks the non-Linux optional binaries of `next` and
 * `pagefind`, so a lockfile written here omits them and `npm ci` then fails with
 * "Missing: @pagefind/darwin-arm64 from lock file". This adds a metadata-only entry for each
 * missing optional dependency (no download address), which `npm ci` skips on other platforms.
 * Run after every `npm install`: `npx tsx tools/install/fix-lockfile.ts`.
 */
import fs from 'node:fs';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};

function platformOf(name: string): { os: string[]; cpu: string[] } {
  const os = /darwin/.test(name)
    ? 'darwin'
    : /win32|windows/.test(name)
      ? 'win32'
      : /freebsd/.test(name)
        ? 'freebsd'
        : 'linux';
  const cpu = /arm64|aarch64/.test(name) ? 'arm64' : /ia32/.test(name) ? 'ia32' : 'x64';
  return { os: [os], cpu: [cpu] };
}

function addMissingOptionals(packages: Record<string, LockEntry>): string[] {
  const added: string[] = [];
  for (const [key, entry] of Object.entries({ ...packages })) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
      if (packages[`node_modules/${dep}`] || packages[nested]) continue;
      packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ''), optional: true, ...platformOf(dep) };
      added.push(dep);
    }
  }
  return added;
}

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const added = addMissingOptionals(lock.packages);
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(added.length ? `added ${added.length} optional entries: ${added.join(', ')}` : 'lockfile complete');
