/**
 * A page that sums up a guide (the home page's quick start) runs the guide's commands as the guide
 * does. Each `sand` command the summary runs must be run by one of the docs pages it links to,
 * with the same switches: the boolean flags and their values (`--detach`, `--tls=false`). A
 * boolean flag changes what the command does, so a summary that adds or drops one runs something
 * the guide never explains. Flags that take a value (`--name hello`, `--cluster local-dev`) name
 * the reader's own things and may differ with the example.
 */
import type { CliModel } from '../cli/model.ts';
import { parseScript, type ParsedInvocation } from '../cli/parse-command-line.ts';
import { extractCodeBlocks, sandShellLines } from './code-blocks.ts';
import { blankCode, type Problem } from './consistency.ts';

export interface PageSource {
  file: string;
  /** The page's route (`/docs/using/getting-started/getting-started-1`). */
  route: string;
  source: string;
}

interface Run {
  command: string;
  /** The boolean flags as given, sorted: `--detach`, `--tls=false`. */
  switches: string[];
  text: string;
  line: number;
}

/** The docs routes a page links to in its prose and JSX (`](/docs/…)`, `href="/docs/…"`), without `#hash` or `?query`. */
export function docsLinks(source: string): string[] {
  const found = new Set<string>();
  for (const match of blankCode(source).matchAll(/(?:\]\(|href=["'{`]+)(\/docs\/[^)\s"'`}#?]*)/g))
    found.add(match[1].replace(/\/$/, ''));
  return [...found];
}

function switchesOf(model: CliModel, invocation: ParsedInvocation): string[] {
  const booleans = new Set(
    [...invocation.command.flags, ...model.globalFlags].filter((f) => f.type === 'boolean').map((f) => f.name),
  );
  return invocation.flags
    .filter((f) => booleans.has(f.name))
    .map((f) => (f.value === true || f.value === 'true' ? `--${f.name}` : `--${f.name}=${String(f.value)}`))
    .sort();
}

/** Every `sand` command a page runs in its shell blocks, with its switches and line. */
function sandRuns(model: CliModel, page: Pick<PageSource, 'source'>): Run[] {
  const runs: Run[] = [];
  for (const block of extractCodeBlocks(page.source)) {
    for (const line of sandShellLines(block)) {
      for (const invocation of parseScript(model, line.text).invocations) {
        if (invocation.command === model.root) continue;
        runs.push({
          command: invocation.command.id,
          switches: switchesOf(model, invocation),
          text: line.text.replace(/\s+/g, ' ').trim(),
          line: block.codeLine + line.lineOffset,
        });
      }
    }
  }
  return runs;
}

/** Where the summary runs a command differently from every linked guide, or runs one no linked guide runs. */
export function summaryCommandProblems(model: CliModel, summary: PageSource, pages: PageSource[]): Problem[] {
  const linked = new Set(docsLinks(summary.source));
  const guides = pages.filter((p) => linked.has(p.route));
  if (guides.length === 0) return [];
  const guideRuns = guides.flatMap((g) => sandRuns(model, g).map((run) => ({ ...run, guide: g })));
  const problems: Problem[] = [];
  for (const run of sandRuns(model, summary)) {
    const same = guideRuns.filter((g) => g.command === run.command);
    const names = guides.map((g) => g.file).join(', ');
    if (same.length === 0) {
      problems.push({
        file: summary.file,
        line: run.line,
        message: `\`${run.text}\` runs "${run.command}", which no guide this page links to runs (${names}); run it there too, or leave it out of the summary`,
      });
    } else if (!same.some((g) => g.switches.join(' ') === run.switches.join(' '))) {
      const shown = (switches: string[]) => (switches.length ? switches.join(' ') : 'no boolean flags');
      const there = same.map((g) => `${g.guide.file}:${g.line} has ${shown(g.switches)}`).join('; ');
      problems.push({
        file: summary.file,
        line: run.line,
        message: `\`${run.text}\` runs "${run.command}" with ${shown(run.switches)}, the guides differently (${there}); give the summary the flags of the guide it sums up`,
      });
    }
  }
  return problems;
}
