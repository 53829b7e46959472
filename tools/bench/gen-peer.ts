/**
 * `npm run bench -- --only=gen-peer`: in a copy of the repository with no `.cache/`, the whole site
 * with GitHub's REST description mounted (SANDGARDEN_EXTRA_API; information) and its unchanged
 * rerun (judged); then, back to back on one copy of the file, `npm run gen -- --api-spec` on the
 * description alone, fresh, and docusaurus-openapi-docs' `gen-api-docs` in a scratch Docusaurus
 * site: the same scope, one description's pages (judged). Targets: gen-peer-targets.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXTRA_API_ENV } from '../../generator/openapi/mount.ts';
import { dirSize } from './dir-size.ts';
import { MB, seconds } from './figures.ts';
import {
  PEER_API_ID,
  PEER_OUTPUT_DIR,
  PEER_PACKAGES,
  genPeerVerdicts,
  peerInstallName,
  peerSiteFiles,
  wasSkipped,
  type GenPeerVerdict,
} from './gen-peer-targets.ts';
import { verdictWord } from './dev-targets.ts';
import { copyRepository } from './large-site.ts';
import { measure, type Measured } from './measure.ts';

const GITHUB_SPEC = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const MOUNT = 'github';
/** The peer's install, kept between runs (a few hundred MB; `npm install` takes a minute). */
const PEER_CACHE = '.cache/bench-peer';
/** Docusaurus asks the network for a newer version before a command unless told not to. */
const QUIET_ENV = { NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1' };

type Print = (name: string, value: string) => void;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const peak = (run: Measured) => (run.peakBytes === null ? 'n/a' : MB(run.peakBytes));
const cpu = (run: Measured) => (run.cpuSeconds === null ? 'n/a' : seconds(run.cpuSeconds));

/** The peer's packages, installed once per set of versions under `.cache/bench-peer/`; its folder. */
async function peerInstall(print: Print): Promise<string> {
  const dir = path.resolve(PEER_CACHE, peerInstallName());
  const marker = path.join(dir, 'installed.json');
  const wanted = JSON.stringify(PEER_PACKAGES);
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === wanted) {
    print('gen-peer peer install', `kept in ${path.relative('.', dir)}`);
    return dir;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), peerSiteFiles('')['package.json']);
  // No lockfile: the versions are pinned above, and nothing here is committed.
  const run = await measure('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
    cwd: dir,
    env: QUIET_ENV,
  }).catch((error: Error) => {
    throw new Error(
      `installing the peer (${Object.entries(PEER_PACKAGES)
        .map(([name, version]) => `${name}@${version}`)
        .join(
          ', ',
        )}) in ${dir} failed; check that npm reaches its registry, then run the bench again:\n${error.message}`,
    );
  });
  fs.writeFileSync(marker, wanted);
  print('gen-peer peer install', `installed in ${seconds(run.seconds)} into ${path.relative('.', dir)}`);
  return dir;
}

/** A scratch Docusaurus site under `parent` reading `specFile`, its packages linked from the install. */
function peerSite(parent: string, installDir: string, specFile: string): string {
  const site = path.join(parent, 'peer-site');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  for (const [file, text] of Object.entries(peerSiteFiles(specFile))) fs.writeFileSync(path.join(site, file), text);
  fs.symlinkSync(path.join(installDir, 'node_modules'), path.join(site, 'node_modules'));
  return site;
}

/** What `npm run gen` runs in `repo` (its package.json's script): the program and its arguments, without npm's own start. */
function genScript(repo: string): { program: string; args: string[] } {
  const scripts = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const [program, ...args] = scripts.gen.trim().split(/\s+/);
  return { program: program === 'node' ? process.execPath : path.join(repo, 'node_modules/.bin', program), args };
}

const fail = (what: string, error: unknown): never => {
  throw new Error(`${what} failed: ${(error as Error).message}`);
};

/**
 * Runs the comparison and prints its figures and one verdict line per target; returns the
 * summary's words and the verdicts.
 */
export async function benchGenPeer(print: Print): Promise<{ summary: string; verdicts: GenPeerVerdict[] }> {
  const installDir = await peerInstall(print);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sandgarden-bench-gen-peer-'));
  let copy: string | undefined;
  try {
    // One copy of the file for both: the package's own is hard-linked into other clones. Our runs
    // are `npm run gen` as a writer runs it (not --quiet, which would hide the rerun's skip line).
    const spec = path.join(scratch, 'api.github.com.json');
    fs.copyFileSync(GITHUB_SPEC, spec);
    copy = copyRepository(process.cwd(), 'sandgarden-bench-gen-peer-ours-');
    const gen = genScript(copy);
    const env = { ...QUIET_ENV, [EXTRA_API_ENV]: `${MOUNT}=${spec}` };
    print('gen-peer description', `${spec} (${MB(fs.statSync(spec).size)}), a copy of ${GITHUB_SPEC}`);

    print('gen-peer load before', load());
    const ours = await measure(gen.program, gen.args, { cwd: copy, env }).catch((error) =>
      fail('our fresh gen', error),
    );
    const ourPages = dirSize(path.join(copy, 'content/api', MOUNT), (file) => file.endsWith('.mdx'));
    print(
      'gen-peer ours fresh',
      `${seconds(ours.seconds)} (CPU ${cpu(ours)}), peak ${peak(ours)}: the whole site with GitHub's mounted, ${ourPages.files} pages of GitHub's; information, the peer makes one description's pages only (load ${load()})`,
    );
    const rerun = await measure(gen.program, gen.args, { cwd: copy, env }).catch((error) =>
      fail('our unchanged rerun', error),
    );
    print(
      'gen-peer ours unchanged rerun',
      `${rerun.seconds.toFixed(2)} s (CPU ${cpu(rerun)}), peak ${peak(rerun)}, ${wasSkipped(rerun.output) ? 'skipped: its record matched' : 'generated again'} (load ${load()})`,
    );

    // The judged run: the description alone (`--api-spec`), the peer's scope, with a cold cache
    // again, right before the peer's so that both meet the same load.
    fs.rmSync(path.join(copy, '.cache'), { recursive: true, force: true });
    const alone = await measure(
      gen.program,
      [...gen.args, '--quiet', '--api-spec', spec, '--out', path.join(scratch, 'alone')],
      { cwd: copy, env: QUIET_ENV },
    ).catch((error) => fail('our --api-spec gen', error));
    const alonePages = dirSize(path.join(scratch, 'alone'), (file) => file.endsWith('.mdx'));
    print(
      'gen-peer ours GitHub alone (--api-spec, fresh)',
      `${seconds(alone.seconds)} (CPU ${cpu(alone)}), peak ${peak(alone)}, ${alonePages.files} pages (load ${load()})`,
    );

    const site = peerSite(scratch, installDir, spec);
    const docusaurus = path.join(site, 'node_modules/.bin/docusaurus');
    const peer = await measure(docusaurus, ['gen-api-docs', PEER_API_ID], { cwd: site, env: QUIET_ENV }).catch(
      (error) => fail("the peer's gen-api-docs", error),
    );
    const peerPages = dirSize(path.join(site, PEER_OUTPUT_DIR), (file) => file.endsWith('.api.mdx'));
    // The plugin reports some failures and still exits 0: no pages is no reading.
    if (peerPages.files === 0)
      throw new Error(
        `the peer's gen-api-docs wrote no pages into ${path.join(site, PEER_OUTPUT_DIR)}:\n${peer.output.trim().split('\n').slice(-10).join('\n')}`,
      );
    print(
      'gen-peer peer gen-api-docs',
      `${seconds(peer.seconds)} (CPU ${cpu(peer)}), peak ${peak(peer)}, ${peerPages.files} operation pages (docusaurus-plugin-openapi-docs ${PEER_PACKAGES['docusaurus-plugin-openapi-docs']}, Docusaurus ${PEER_PACKAGES['@docusaurus/core']}; load ${load()})`,
    );

    const verdicts = genPeerVerdicts(alone, rerun, peer);
    for (const verdict of verdicts)
      print(`gen-peer: ${verdict.target}`, `${verdict.reading}: ${verdictWord(verdict.met)}`);
    return {
      summary: `GitHub's description beside gen-api-docs: ${verdicts.map((verdict) => `${verdict.target} ${verdictWord(verdict.met)}`).join(', ')} (load ${load()})`,
      verdicts,
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}
