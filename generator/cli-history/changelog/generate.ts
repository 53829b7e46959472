/**
 * sand's changelog, a generated page of the CLI section, with its Atom feed and JSON: every
 * listed release with what it changed since the one before (`cli-diff` over the release files,
 * generator/cli-history/releases/), drawn by the API changelog's entries, page and feed
 * (generator/api-history/changelog/) so both read alike. Each item links to its command's page
 * today, at the flag's row when the page still shows the flag. Data in, page and files out.
 */
import type { FileRecord } from '../../lib/files.ts';
import { finishPage } from '../../lib/generated-section.ts';
import type { CliPageModel } from '../../../shared/cli/page-model.ts';
import { CLI_CHANGELOG_DATA, CLI_CHANGELOG_FEED, CLI_CHANGELOG_ROUTE } from '../../../shared/cli/changelog-links.ts';
import {
  changelogEntries,
  type ChangelogEntry,
  type ItemTarget,
  type ReleaseChange,
} from '../../api-history/changelog/entries.ts';
import { changelogPageBlocks } from '../../api-history/changelog/page.ts';
import {
  changelogDataRecord,
  changelogFeedRecord,
  type ChangelogDataRelease,
  type ChangelogRoutes,
  type SiteFacts,
} from '../../api-history/changelog/generate.ts';
import { CLI_BASE, type CliModel } from '../../cli/model.ts';
import type { CliChange } from '../diff/types.ts';
import type { CliHistory } from '../releases/release-changes.ts';

const ROUTES: ChangelogRoutes = { page: CLI_CHANGELOG_ROUTE, feed: CLI_CHANGELOG_FEED, data: CLI_CHANGELOG_DATA };
/** Where the release policy (which releases the control plane accepts) is explained. */
const RELEASE_POLICY = '/docs/reference/versions#release-versions';
/** The hand-written changelog: every product's release notes, sand's older ones too. */
const SITE_CHANGELOG = '/docs/changelog';

/** A change of sand's history as a changelog item: its subject the command, or the program for a global change. */
export interface CliReleaseChange extends ReleaseChange {
  /** `sand runs start`, or null for the whole program (global flags, environment, exit codes). */
  command: string | null;
  flag?: string;
  kind: CliChange['kind'];
}

export type CliChangelogEntry = ChangelogEntry<CliReleaseChange & ChangelogEntry['items'][number]>;

function releaseChange(change: CliChange, program: string): CliReleaseChange {
  return {
    level: change.level,
    operation: change.command ?? program,
    command: change.command,
    ...(change.flag ? { flag: change.flag } : {}),
    kind: change.kind,
    message: change.message,
    action: change.action,
  };
}

/** The overview's section a program-wide change is about, by its kind. */
function overviewAnchor(change: CliReleaseChange, today: CliModel): string | undefined {
  if (change.flag)
    return today.globalFlags.some((f) => f.name === change.flag) ? `flag-${change.flag}` : 'global-flags';
  if (change.kind.startsWith('environment-variable-')) return 'environment-variables';
  if (change.kind.startsWith('exit-code-')) return 'exit-codes';
  return undefined;
}

/**
 * Today's page of the item's command, at the flag's row when that page shows the flag (a renamed
 * flag's new name; a removed one's page only); a program-wide change, the overview's section. A
 * command no release today has is named, unlinked.
 */
export function cliItemTarget(today: CliModel): ItemTarget<CliReleaseChange> {
  return {
    href(change) {
      if (change.command === null) {
        const anchor = overviewAnchor(change, today);
        return { href: anchor ? `${CLI_BASE}#${anchor}` : CLI_BASE };
      }
      const command = today.byId.get(change.command);
      if (!command) return undefined;
      const shown = change.flag && command.flags.some((f) => f.name === change.flag);
      return { href: shown && change.kind !== 'flag-removed' ? `${command.href}#flag-${change.flag}` : command.href };
    },
  };
}

/** The listed releases, newest first, each with its changes since the one before; `today`: the model the CLI pages show. */
export function cliChangelogOf(history: CliHistory, today: CliModel): CliChangelogEntry[] {
  const program = today.program.name;
  return changelogEntries(
    history.releases.map(({ version, date, status, summary }) => ({ version, date, status, summary })),
    (_older, newer) => (history.changes.get(newer.version) ?? []).map((c) => releaseChange(c, program)),
    cliItemTarget(today),
  );
}

/** The page's words for search: what readers type that its headings and items may lack. */
const SEARCH_KEYWORDS = [
  'deprecated flags',
  'renamed flags',
  'removed flags',
  'breaking changes',
  'release notes',
  'upgrade',
];

/** `/cli/changelog`: its stub's front matter and its page. */
export function cliChangelogPage(
  program: string,
  entries: readonly CliChangelogEntry[],
  references?: ReadonlyMap<string, string>,
): { frontmatter: Record<string, unknown>; page: CliPageModel } {
  const title = `${program} CLI changelog`;
  const current = entries.find((entry) => entry.status === 'current');
  return {
    frontmatter: {
      title,
      description: `Every release of ${program}${current ? ` up to ${current.version}` : ''}: breaking changes, deprecated and renamed flags, and additions, command by command, with what to change.`,
      search: { keywords: SEARCH_KEYWORDS },
    },
    page: finishPage(
      changelogPageBlocks(title, entries, {
        product: program,
        parts: 'commands, flags, arguments, environment variables or exit codes',
        first: [
          'The oldest release listed here; what came before it is in the ',
          { link: SITE_CHANGELOG, text: 'changelog' },
          '.',
        ],
        feed: CLI_CHANGELOG_FEED,
        data: CLI_CHANGELOG_DATA,
        policy: RELEASE_POLICY,
        policyLead: 'which releases the control plane accepts',
        references,
      }),
    ),
  };
}

/** `/cli/changelog.xml`. */
export function cliChangelogFeed(program: string, entries: readonly CliChangelogEntry[], site: SiteFacts): FileRecord {
  return changelogFeedRecord(`${program} CLI changelog`, entries, site, ROUTES);
}

/** `/cli/changelog.json`: the released entries, newest first, as the page lists them, with absolute URLs. */
export interface CliChangelogData {
  releases: Array<
    ChangelogDataRelease<{
      level: CliReleaseChange['level'];
      kind: CliReleaseChange['kind'];
      /** `sand runs start`, or null for a change to the whole program. */
      command: string | null;
      /** The flag the change is about, without dashes (a renamed flag's new name). */
      flag?: string;
      message: string;
      /** What a user must do (for additions: what they may do). */
      action?: string;
      /** The page (and flag row) the changelog links the item to. */
      url?: string;
    }>
  >;
}

export function cliChangelogData(entries: readonly CliChangelogEntry[], site: Pick<SiteFacts, 'url'>): FileRecord {
  return changelogDataRecord(
    entries,
    site,
    ROUTES,
    (i, absolute): CliChangelogData['releases'][number]['items'][number] => ({
      level: i.level,
      kind: i.kind,
      command: i.command,
      ...(i.flag ? { flag: i.flag } : {}),
      message: i.message,
      ...(i.action ? { action: i.action } : {}),
      ...(i.href ? { url: absolute(i.href) } : {}),
    }),
  );
}
