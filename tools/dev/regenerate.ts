/**
 * One regeneration for `npm run dev`, and the status the open pages show for it. The generator
 * runs in this process (`main` of generator/gen.ts, the same run as `npm run gen`, writing only
 * after every section is made): its modules load once, and its in-memory caches (parsed
 * descriptions, highlighted code, the older releases' references; generator/cache/memo.ts)
 * carry from one save to the next. Once the generator's own code has changed since it was loaded,
 * each run is a fresh `npm run gen` process instead, so an edit to the generator is never ignored.
 */
import { spawn } from 'node:child_process';
import { generatorCodeKey } from '../../generator/cache/fingerprint.ts';
import { specStatusFromGen, type SpecStatus } from './spec-status.ts';
import type { GenReport } from '../../generator/gen.ts';
import { STUB_SECTIONS } from '../../generator/lib/generated-content.ts';

/** `npm run gen` as a child process, one node with tsx's loader as the script runs it (its output still goes to the terminal). */
function runGen(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'generator/gen.ts', ...args], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * A run's exit code and error output; `written`, the files it wrote, when it ran in this process
 * (`openPages` is then told of the open pages' files, written first).
 */
export type GenRun = (
  args: string[],
  openPages?: GenReport['openPages'],
) => Promise<{ code: number; output: string; inProcess: boolean; written?: string[] }>;

/**
 * `npm run gen` in this process while the generator's code (`codeKey`) is the one this runner
 * first ran, else as a child process.
 */
export function genRunner(codeKey: () => string = generatorCodeKey): GenRun {
  let loadedCode: string | undefined;
  return async (args, openPages) => {
    const codeNow = codeKey();
    loadedCode ??= codeNow;
    if (codeNow !== loadedCode) return { ...(await runGen(args)), inProcess: false };
    const { main, failureText } = await import('../../generator/gen.ts');
    const report: GenReport = { written: [], openPages };
    try {
      return { code: await main(args, report), output: '', inProcess: true, written: report.written };
    } catch (error) {
      const output = failureText(error);
      console.error(output);
      return { code: 1, output, inProcess: true };
    }
  };
}

const runGenHere = genRunner();

/**
 * The site's files Turbopack compiles as modules: a docs page's MDX, a sidebar's `_meta`; not the
 * generated references' files, which the site reads (their sidebars too: app/_lib/generated-page-map.ts).
 */
const isBundled = (file: string) =>
  /^content\/(.*\/)?([^/]+\.mdx|_meta\.(json|ts))$/.test(file) &&
  !STUB_SECTIONS.some((section) => file.startsWith(`content/${section}/`));

/**
 * Whether an open page must fetch its render again after a run that wrote `written` (undefined:
 * not known, a run in a child process). Hot reload sees a written docs page or sidebar (every route
 * reaches them through the page map) and renders the open page again, with every file of the run;
 * it does not see what a generated reference's page reads when it renders: its stub, sidebar and models.
 */
export function pageNeedsRefresh(written: string[] | undefined): boolean {
  if (written === undefined) return true;
  return written.length > 0 && !written.some(isBundled);
}

/** The open pages of a run, and how the dev script reaches them (its status stream). */
export interface OpenPagesLink {
  routes: ReadonlySet<string>;
  /** Tells the open pages to fetch their render again. */
  refresh(status: SpecStatus): void;
  /** Resolves once an open page shows a render made at or after `since`, or after `timeoutMs`. */
  renderedSince(since: number, timeoutMs: number): Promise<boolean>;
}

/**
 * How long the rest of a run waits for the open page to show its files, written first. Two cores
 * are shared by the generator, the dev server and the browser: the rest of the run beside the
 * page's render slowed both, and the save showed later than with no page written first.
 */
export const OPEN_PAGE_WAIT_MS = 5_000;

/**
 * Regenerates and reports how it went; `changed` names the saved files, for errors that do not.
 * A clean run that hot reload will not show carries the time it finished: the open pages rendered
 * before then refresh (components/dev/DevSpecStatus.tsx). The pages at `open.routes` are written
 * first (refreshed when hot reload will not show them), and the rest of the run waits until an
 * open page shows them.
 */
export async function regenerate(
  changed: string[],
  genArgs: string[],
  open?: OpenPagesLink,
  run: GenRun = runGenHere,
): Promise<SpecStatus> {
  const started = Date.now();
  let wroteAhead = false;
  const openPages = open && {
    routes: open.routes,
    wroteFirst: async (files: string[]) => {
      wroteAhead = true;
      const writtenAt = Date.now();
      console.log(`[gen] open page written in ${((writtenAt - started) / 1000).toFixed(1)} s: ${files.join(', ')}`);
      if (pageNeedsRefresh(files)) open.refresh({ ok: true, finishedAt: writtenAt });
      await open.renderedSince(writtenAt, OPEN_PAGE_WAIT_MS);
    },
  };
  const { code, output, written } = await run(genArgs, openPages);
  const status = specStatusFromGen(code, output, changed);
  // A failed run put back what it wrote first, which hot reload may not see (a model): the open
  // page renders again, so it shows the last version that built under the banner.
  if (!status.ok) return wroteAhead ? { ...status, finishedAt: Date.now() } : status;
  return pageNeedsRefresh(written) ? { ...status, finishedAt: Date.now() } : status;
}

/**
 * Fills the in-memory caches with a generation that writes nothing, for a `npm run dev` whose
 * start was skipped (nothing had changed): the first save then costs what any save does. A
 * failure is already on the pages from the start run; here it is only logged.
 */
export async function warmUp(genArgs: string[]): Promise<void> {
  try {
    const { genOutputs } = await import('../../generator/gen-outputs.ts');
    await genOutputs({ unreleased: genArgs.includes('--unreleased'), warn: () => {} });
  } catch (error) {
    console.error(`[gen] warming the caches failed: ${(error as Error).message}`);
  }
}
