/**
 * The changes each release of sand brought, from the release files themselves: every release is
 * diffed against the one before it with the CLI diff, so a changelog drawn from them can never say
 * something the descriptions do not.
 */
import type { CliModel } from '../../cli/model.ts';
import { diffCliDescriptions, type CliChange } from '../diff/index.ts';
import { loadReleaseModel, type CliRelease } from './history.ts';

export interface CliHistory {
  /** Oldest first. */
  releases: CliRelease[];
  /** Each release's model, by version. */
  models: Map<string, CliModel>;
  /** By version: the changes since the release before (none for the first). */
  changes: Map<string, CliChange[]>;
  /** What the description being written (`cli-spec/sand.json`) changes since the current release. */
  unreleased: CliChange[];
}

/** The history of sand: `releases` as `loadCliHistory` returns them, `working` the model of cli-spec/sand.json. */
export function buildCliHistory(releases: CliRelease[], working: CliModel): CliHistory {
  const models = new Map(releases.map((r) => [r.version, loadReleaseModel(r.file)]));
  const changes = new Map<string, CliChange[]>();
  releases.forEach((release, i) => {
    changes.set(
      release.version,
      i === 0 ? [] : diffCliDescriptions(models.get(releases[i - 1].version)!, models.get(release.version)!),
    );
  });
  const current = models.get(releases[releases.length - 1].version);
  if (!current) throw new Error('the CLI history lists no release');
  return { releases, models, changes, unreleased: diffCliDescriptions(current, working) };
}

/** What `npm run gen` tells a writer: changes to sand.json not released yet. */
export function cliHistoryNotes(history: CliHistory, workingFile: string): string[] {
  const count = history.unreleased.length;
  if (count === 0) return [];
  const current = history.releases[history.releases.length - 1];
  const breaking = history.unreleased.filter((c) => c.level === 'breaking').length;
  return [
    `note: ${workingFile} changes ${count} thing${count === 1 ? '' : 's'} (${breaking} breaking) since sand ${current.version}; \`npm run cli-diff -- ${current.file} ${workingFile}\` lists them. Release them in cli-spec/versions/versions.yaml.`,
  ];
}
