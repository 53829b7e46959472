/**
 * The date a page was last changed, as its "Last updated" line shows it. Nextra dates a page by
 * the last commit of its MDX file; a generated page's MDX file is a stub that changes only with its
 * title (generator/lib/generated-section.ts), so it is dated by the later of that and the last
 * commit of the files that hold what it shows (its model file, the section's shared data).
 * Read with the same git library Nextra reads with; no date when the clone is shallow or git is
 * absent, as Nextra leaves it out then.
 */
import path from 'node:path';
import { Repository } from '@napi-rs/simple-git';

const repositories = new Map<string, Repository | null>();

/** The repository holding `dir`, opened once per process; null when there is none or it is shallow. */
function openRepository(dir: string): Repository | null {
  let repository = repositories.get(dir);
  if (repository === undefined) {
    try {
      const found = Repository.discover(dir);
      repository = found.isShallow() ? null : found;
    } catch {
      repository = null;
    }
    repositories.set(dir, repository);
  }
  return repository;
}

/** The time (ms) of the last commit that changed `file` (relative to `dir`); undefined for a file git does not hold. */
export async function lastCommitTime(file: string, dir = process.cwd()): Promise<number | undefined> {
  const repo = openRepository(dir);
  const workdir = repo?.workdir();
  if (!repo || !workdir) return undefined;
  try {
    return await repo.getFileLatestModifiedDateAsync(path.relative(workdir, path.resolve(dir, file)));
  } catch {
    // Not committed yet (a page just generated): the stub's date, or none, as Nextra does.
    return undefined;
  }
}

/** The latest of the times given; undefined when none is known. */
export function latestTime(times: ReadonlyArray<number | undefined>): number | undefined {
  const known = times.filter((time): time is number => typeof time === 'number');
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** A page's date: its MDX file's (`stubTime`, Nextra's reading) or, for a generated page, the latest of that and its sources'. */
export async function pageTime(
  stubTime: number | undefined,
  sources: readonly string[] | undefined,
  dir = process.cwd(),
): Promise<number | undefined> {
  if (!sources || sources.length === 0) return stubTime;
  return latestTime([stubTime, ...(await Promise.all(sources.map((file) => lastCommitTime(file, dir))))]);
}
