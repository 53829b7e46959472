/**
 * The references of sand's older releases: every release listed in cli-spec/versions/versions.yaml
 * but the current one (which is `/cli` itself), each rendered by the CLI reference's own renderer
 * from its release file's model with its own route base, into its own folder of the `cli-versions`
 * section (`content/cli-versions/v1-7-0/…`, routes `/cli-versions/v1-7-0/…`), plus the data the
 * version picker and the banner read (`public/cli-versions.json`). Laid out as the API's older
 * releases are (`generator/history/older-references.ts`).
 */
import type { FileRecord } from '../lib/files.ts';
import type { OperationEntry } from '../site-index.ts';
import type { CliHistory } from '../cli-history/releases/release-changes.ts';
import { CLI_BASE, type CliModel, type CommandModel } from './model.ts';
import { renderCliSection } from './render/section.ts';
import { CLI_REFERENCE } from '../../shared/cli/cli-versions.ts';
import { olderBase } from '../../shared/reference-versions.ts';
import {
  olderSectionRecords,
  referenceBases,
  servedVersion,
  versionsData,
  versionsDataRecord,
  type OlderReference,
} from '../history/older-references.ts';
import { contentKey, lastResults } from '../cache/memo.ts';

/** The model with every command's page under `base` instead of `/cli` (the tree copied, the input untouched). */
export function withRouteBase(model: CliModel, base: string): CliModel {
  const byId = new Map<string, CommandModel>();
  // Parent before children, as buildModel orders byId: the root first.
  const copy = (command: CommandModel): CommandModel => {
    const moved: CommandModel = { ...command, href: `${base}/${command.path.join('/')}` };
    if (!byId.has(moved.id)) byId.set(moved.id, moved);
    moved.children = command.children.map(copy);
    return moved;
  };
  const root = copy(model.root);
  return { ...model, root, byId };
}

/** Each command's page below the base, with the command it is about; '' the overview. */
function commandPages(model: CliModel, base: string, others: readonly string[] = []): Array<[string, string | null]> {
  return [
    ['', null],
    ...others.map((page): [string, null] => [page, null]),
    ...[...model.byId.values()].map((c): [string, string] => [c.href.slice(base.length + 1), c.id]),
  ];
}

const rendered = lastResults<Promise<FileRecord[]>>();

export interface OlderCliOutput {
  /** `content/cli-versions`. */
  pages: FileRecord[];
  /** The picker's data, `public/cli-versions.json`. */
  data: FileRecord;
  /** Each release's reference, by version (`/cli` the current one's). */
  bases: ReadonlyMap<string, string>;
}

/**
 * `current`: the model `/cli` shows (cli-spec/sand.json), with `currentPages` the other pages of
 * its section (`changelog`); `operations`: the site API's, which an older command's operations
 * link to (the CLI calls the current API).
 */
export async function olderCliOutput(
  history: CliHistory,
  current: CliModel,
  { operations, currentPages = [] }: { operations: ReadonlyMap<string, OperationEntry>; currentPages?: string[] },
): Promise<OlderCliOutput> {
  const releases = history.releases;
  const currentRelease = releases.find((r) => r.status === 'current');
  if (!currentRelease) throw new Error('cli-spec/versions/versions.yaml: no release has status current');
  const served = [servedVersion(currentRelease, CLI_BASE, commandPages(current, CLI_BASE, currentPages))];
  const references: OlderReference[] = [];
  for (const release of [...releases].reverse()) {
    if (release === currentRelease) continue;
    const model = history.models.get(release.version);
    if (!model) throw new Error(`${release.file}: sand ${release.version}'s model was not loaded`);
    const base = olderBase(CLI_REFERENCE, release.version);
    const moved = withRouteBase(model, base);
    // No marks: "added in" and "deprecated in" tell the history as the current release sees it.
    const records = await rendered.get(release.file, contentKey(model, operations, base), () =>
      renderCliSection(moved, { operations }, [], base),
    );
    references.push({ version: release.version, title: `sand ${release.version}`, records });
    served.push(servedVersion(release, base, commandPages(moved, base)));
  }
  const pages = olderSectionRecords(references, {
    title: 'Older sand releases',
    text: 'cli-spec/versions/versions.yaml lists no release before the current one.',
  });
  const data = versionsData(releases, (v) => [...(history.models.get(v)?.byId.keys() ?? [])], served);
  return { pages, data: versionsDataRecord(CLI_REFERENCE, data), bases: referenceBases(data) };
}
