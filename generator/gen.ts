/**
 * `npm run gen`: turns the specs into pages. Every section generator returns file records;
 * this is the one place that writes them (after every section is made; only the files whose bytes
 * change, a folder put back as it was when a write fails) or, with --check, compares them. A run
 * whose inputs and outputs are as a recorded run left them is skipped (generator/cache/).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GenOptions, Output } from './gen-outputs.ts';
import { GENERATED_CONTENT } from './lib/generated-content.ts';
import { diffFiles, diffOutputDir, isEmptyDiff, updateOutputDir, writeFiles, writerAhead } from './lib/write-output.ts';
import { SpecError } from './lib/errors.ts';
import { parseCommandLine, usageError, type Command } from './lib/command-line.ts';
import { GEN_CACHE_DIR, siteRunCache } from './cache/site-run.ts';
import { findingsPrinter } from './lib/repeated-findings.ts';

const GEN: Command = {
  name: 'npm run gen',
  usage: `usage: npm run gen -- [--check] [--strict] [--quiet]
       npm run gen -- --api-spec FILE --out DIR [--check] [--strict]
       npm run gen -- --cli-spec FILE --out DIR [--check]

  Turns openapi/, cli-spec/ and content/docs/ into the generated pages (content/api, content/cli,
  content/api-versions, content/tags, content/category, public/openapi.*) and dates them in
  content/page-dates.json. A run whose inputs are unchanged since the last is skipped.

  --check       write nothing; exit 1 when the pages on disk differ from what gen makes
  --strict      exit 1, writing nothing, on a coverage or example warning
  --quiet       print only warnings and errors
  --api-spec    the API pages of another OpenAPI file, into --out only
  --cli-spec    the CLI pages of another sand description (checked against the site's API), into --out only
  --out DIR     where --api-spec or --cli-spec pages go
  --unreleased  (npm run dev) also the changelog's Unreleased entry, in a dev-only file
  -h, --help    this text

Exit codes: 0 done, 1 a spec error, stale pages (--check) or warnings (--strict), 2 usage.`,
};

/** What a run wrote, for `npm run dev` (tools/dev/regenerate.ts): every file added, changed or removed. */
export interface GenReport {
  written: string[];
  /**
   * The routes open in a browser: their pages' files are written as soon as they are made, and
   * `wroteFirst` hears of them then (the run goes on once it resolves); `written` lists the rest.
   * A run that fails puts them back.
   */
  openPages?: { routes: ReadonlySet<string>; wroteFirst(files: string[]): Promise<void> };
}

export async function main(argv: string[], report?: GenReport): Promise<number> {
  const parsed = parseCommandLine(GEN, {
    args: argv,
    options: {
      check: { type: 'boolean', default: false },
      'api-spec': { type: 'string' },
      'cli-spec': { type: 'string' },
      out: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      unreleased: { type: 'boolean', default: false },
    },
  });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const options: GenOptions = {
    apiSpec: values['api-spec'],
    cliSpec: values['cli-spec'],
    out: values.out,
    unreleased: values.unreleased,
  };
  const usage = (message: string) => usageError(GEN, message);
  if (options.apiSpec && options.cliSpec) return usage('give --api-spec or --cli-spec, not both');
  if (values.check && values.unreleased)
    return usage(
      '--unreleased pages are for `npm run dev` only: gen never writes them, so there is nothing to --check',
    );
  if (options.apiSpec && !options.out)
    return usage('--api-spec needs --out DIR: the API pages for another spec go to a directory of your choice');
  if (options.cliSpec && !options.out)
    return usage('--cli-spec needs --out DIR: the CLI pages for another description go to a directory of your choice');
  const log = values.quiet ? () => {} : (line: string) => console.log(line);
  // The site's own run is skipped when its inputs and generator are as an earlier run left them
  // and so is every file it wrote (generator/cache/); --strict counts warnings, so it runs.
  const siteRun = !options.apiSpec && !options.cliSpec && !values.strict;
  const cache = siteRun
    ? siteRunCache({ generatedContent: GENERATED_CONTENT, unreleased: values.unreleased })
    : undefined;
  const unchanged = cache?.unchanged();
  if (unchanged) {
    for (const note of unchanged.notes) console.warn(note);
    log(
      `generated pages are up to date (inputs and generated files unchanged since the last run, recorded in ${GEN_CACHE_DIR})`,
    );
    return 0;
  }
  const notes: string[] = [];
  const warn = (line: string) => {
    notes.push(line);
    console.warn(line);
  };
  // The generators load only now: a skipped run needs none of them.
  const [{ genOutputs }, { formatCoverage }, { formatExampleFindings }, { formatExampleFitFindings }] =
    await Promise.all([
      import('./gen-outputs.ts'),
      import('./openapi/coverage.ts'),
      import('./openapi/example-check.ts'),
      import('./openapi/example-fit.ts'),
    ]);
  // Generate everything before writing anything (but the open pages, put back on a failure): one
  // bad spec leaves every section as it was.
  const ahead = writerAhead();
  const open = report?.openPages && siteRun && !values.check ? report.openPages : undefined;
  const openPages = open && {
    routes: open.routes,
    ready: async (outputs: Output[]) => {
      const files = outputs.flatMap(({ dir, records }) => ahead.write(dir, records));
      if (files.length > 0) await open.wroteFirst(files);
    },
  };
  let outputs: Output[];
  try {
    outputs = await genOutputs({ ...options, warn, openPages });
  } catch (error) {
    ahead.restore();
    throw error;
  }
  // Never silent: what a description holds that the pages do not show (coverage.ts).
  // And every example it writes checked against its schema (example-check.ts), and every error
  // example against each operation that shows it (example-fit.ts).
  let coverageWarnings = 0;
  let exampleWarnings = 0;
  let fitWarnings = 0;
  // Under `npm run dev` (its runs pass a report) what stands is not printed again.
  const devRun = report !== undefined;
  for (const spec of outputs.flatMap((o) => o.coverage ?? [])) {
    if (spec.internal.length > 0)
      log(
        `${spec.file}: ${spec.internal.length} internal part${spec.internal.length === 1 ? '' : 's'} (x-internal, x-hidden) left out of every page and download`,
      );
    const lines = [
      ...formatCoverage(spec.file, spec.findings),
      ...formatExampleFindings(spec.file, spec.examples),
      ...formatExampleFitFindings(spec.file, spec.exampleFit),
    ];
    notes.push(...lines);
    if (devRun) printFindings(spec.file, lines);
    else for (const line of lines) console.warn(line);
    coverageWarnings += spec.findings.filter((f) => f.level === 'warning').length;
    exampleWarnings += spec.examples.filter((f) => f.level === 'warning').length;
    fitWarnings += spec.exampleFit.length;
  }
  if (values.strict && coverageWarnings + exampleWarnings + fitWarnings > 0) {
    const what = [
      coverageWarnings > 0
        ? `${coverageWarnings} warning${coverageWarnings === 1 ? '' : 's'} about parts the pages do not show`
        : '',
      exampleWarnings > 0
        ? `${exampleWarnings} example${exampleWarnings === 1 ? '' : 's'} not matching ${exampleWarnings === 1 ? 'its schema' : 'their schemas'}`
        : '',
      fitWarnings > 0
        ? `${fitWarnings} example${fitWarnings === 1 ? '' : 's'} not true of an operation that shows ${fitWarnings === 1 ? 'it' : 'them'}`
        : '',
    ]
      .filter(Boolean)
      .join(' and ');
    console.error(`--strict: ${what}; nothing written.`);
    return 1;
  }
  let stale = 0;
  for (const { dir, records, partial } of outputs) {
    const diff = partial ? diffFiles(dir, records) : diffOutputDir(dir, records);
    if (values.check) {
      if (!isEmptyDiff(diff)) {
        stale++;
        const list = [
          ...diff.added.map((p) => `+ ${p}`),
          ...diff.changed.map((p) => `~ ${p}`),
          ...diff.removed.map((p) => `- ${p}`),
        ];
        console.error(
          `${dir} is stale (${list.length} files):\n  ${list.slice(0, 10).join('\n  ')}${list.length > 10 ? '\n  …' : ''}`,
        );
      }
    } else if (!isEmptyDiff(diff)) {
      // Only the files whose bytes change are written: `next dev` reloads only the pages they reach.
      if (partial) writeFiles(dir, records, diff);
      else updateOutputDir(dir, records, diff);
      report?.written.push(...[...diff.added, ...diff.changed, ...diff.removed].map((file) => `${dir}/${file}`));
      log(
        `${dir}: ${records.length} files (${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed)`,
      );
    } else {
      log(`${dir}: ${records.length} files, up to date`);
    }
  }
  if (values.check && stale) {
    cache?.forget();
    console.error('Generated pages are stale: run `npm run gen`.');
    return 1;
  }
  // Every output is on disk as generated now (written, or checked equal).
  cache?.record(outputs, notes);
  if (values.check) log('generated pages are up to date');
  return 0;
}

/** Each description's findings, printed once while they stand (`npm run dev` runs `main` save after save). */
const printFindings = findingsPrinter((line) => console.warn(line));

/** The message a failed run prints, which `npm run dev` also reads back (tools/dev/spec-status.ts). */
export function failureText(error: unknown): string {
  return error instanceof SpecError
    ? `error: ${error.message}`
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
}

// Run as `npm run gen`; `npm run dev` imports `main` and runs it in its own process.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failureText(error));
      process.exit(1);
    },
  );
}
