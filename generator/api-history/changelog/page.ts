/**
 * The changelog page as blocks of the generated-page vocabulary (shared/page-model.ts): one h2
 * per release, newest first, its day and status, its summary, then its changes under "Breaking
 * changes", "Deprecations" and "Additions and other changes". Every item names its operation,
 * linked to today's page where it still exists. Spec text stays data: backticks become code
 * runs, nothing is parsed as Markdown or MDX.
 */
import type { Inline } from '../../../shared/page-model.ts';
import type { DraftBlock } from '../../lib/generated-section.ts';
import { dayText } from '../../../shared/day-text.ts';
import { LEVEL_ORDER, levelCounts, type ChangeLevel, type ChangelogEntry, type ChangelogItem } from './entries.ts';

type Block = DraftBlock<'Markdown'>;

const LEVEL_HEADING: Record<ChangeLevel, string> = {
  breaking: 'Breaking changes',
  deprecation: 'Deprecations',
  'non-breaking': 'Additions and other changes',
};

export interface ChangelogPageLinks {
  /** What the releases are of, in the intro: `the API`, `sand`. */
  product: string;
  /** What a release with no item changed none of: `operations, parameters or schemas`. */
  parts: string;
  /** What the oldest entry says instead of changes. */
  first: Inline[];
  /** The Atom feed's route. */
  feed: string;
  /** The same entries as JSON, for tools. */
  data: string;
  /** Where the release policy (supported, deprecated, sunset) is explained… */
  policy: string;
  /** …and what it tells: `how long each release is served`. */
  policyLead: string;
  /** Each served release's reference (`/api`, `/cli-versions/v1-7-0`), by version: its status line links it. */
  references?: ReadonlyMap<string, string>;
}

/** A run of text or of inline code. */
type TextRun = Extract<Inline, string | { code: string }>;

/** Text with `code` runs: each backticked part becomes inline code, the rest stays text. */
export function inlineCodeRuns(text: string): TextRun[] {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one as text.
  if (parts.length % 2 === 0) return [text];
  return parts.flatMap((part, i): TextRun[] => (part === '' ? [] : i % 2 === 1 ? [{ code: part }] : [part]));
}

export function day(iso: string): string {
  return dayText(new Date(`${iso}T00:00:00Z`));
}

function statusLine(entry: ChangelogEntry): string {
  if (entry.status === 'unreleased') return 'Not released yet.';
  const released = `Released ${day(entry.date)}`;
  if (entry.status === 'current') return `${released}. The current version.`;
  if (entry.status === 'supported') return `${released}. Supported.`;
  if (entry.status === 'unsupported') return `${released}. No longer supported.`;
  return `${released}. Deprecated: served until ${day(entry.sunset as string)}.`;
}

/** An operation's name, linked to its page when one shows it. */
const operationInline = (operation: string, href: string | undefined): Inline =>
  href ? { link: href, text: operation } : { code: operation };

/**
 * The words after a removal's item that link to the older reference that still had it: said as a
 * place to look, so the release is never read as the one the change came in.
 */
export const olderReferenceText = (release: string) => `See it as it was in ${release}`;

function itemInlines(item: ChangelogItem): Inline[] {
  // A removal links to the older reference that had it, in words of its own; the operation stays named.
  const older = item.href !== undefined && item.hrefRelease !== undefined;
  const subject: Inline[] =
    item.operation === null ? [] : [operationInline(item.operation, older ? undefined : item.href), ': '];
  // What a client must do matters for breaking changes and deprecations; additions need nothing.
  const action: Inline[] = item.level === 'non-breaking' || !item.action ? [] : [' ', ...inlineCodeRuns(item.action)];
  const olderLink: Inline[] = older
    ? [' ', { link: item.href!, text: olderReferenceText(item.hrefRelease!) }, '.']
    : [];
  // A change on many operations names every one, so the reader sees which.
  const operations: Inline[] = (item.operationLinks ?? []).flatMap((one, i, all): Inline[] => [
    i === 0 ? ` The ${all.length} operations: ` : ', ',
    operationInline(one.operation, one.href),
    ...(i === all.length - 1 ? ['.'] : []),
  ]);
  const recipes: Inline[] = (item.recipeLinks ?? []).flatMap((r, i, all): Inline[] => [
    i === 0 ? ` Affects recipe${all.length > 1 ? 's' : ''} ` : ', ',
    { link: r.href, text: r.title },
    ...(i === all.length - 1 ? ['.'] : []),
  ]);
  return [...subject, ...inlineCodeRuns(item.message), ...action, ...olderLink, ...operations, ...recipes];
}

export function changelogPageBlocks(
  title: string,
  entries: readonly ChangelogEntry[],
  links: ChangelogPageLinks,
): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: title },
    {
      kind: 'paragraph',
      content: [
        `What changed in each release of ${links.product}, newest first. In each release, breaking changes come first, then deprecations, then additions. Follow it in a feed reader with the `,
        { link: links.feed, text: 'Atom feed' },
        ' (or read it as ',
        { link: links.data, text: 'JSON' },
        `); ${links.policyLead} is in the `,
        { link: links.policy, text: 'version policy' },
        '.',
      ],
    },
  ];
  for (const entry of entries) {
    const id = entry.anchor;
    blocks.push({ kind: 'heading', level: 2, text: entry.version, customId: id });
    const reference = links.references?.get(entry.version);
    blocks.push({
      kind: 'paragraph',
      content: [
        statusLine(entry),
        ...(reference ? [' Read the ', { link: reference, text: `${entry.version} reference` }, '.'] : []),
      ],
    });
    if (entry.status === 'deprecated')
      blocks.push({
        kind: 'alert',
        type: 'warning',
        text: `Version ${entry.version} is deprecated and stops answering on ${day(entry.sunset as string)}. Move to the current version before then.`,
      });
    blocks.push({ kind: 'paragraph', content: inlineCodeRuns(entry.summary) });
    if (entry.first) {
      blocks.push({ kind: 'paragraph', content: links.first });
      continue;
    }
    const counts = levelCounts(entry.items);
    for (const level of LEVEL_ORDER) {
      if (counts[level] === 0) continue;
      blocks.push({
        kind: 'heading',
        level: 3,
        text: `${LEVEL_HEADING[level]} in ${entry.version}`,
        customId: `${id}-${level}`,
      });
      blocks.push({
        kind: 'list',
        ordered: false,
        items: entry.items.filter((item) => item.level === level).map(itemInlines),
      });
    }
    if (entry.items.length === 0)
      blocks.push({
        kind: 'paragraph',
        content: [
          entry.status === 'unreleased'
            ? `No change to ${links.parts} yet.`
            : `No change to ${links.parts}: descriptions and examples only.`,
        ],
      });
  }
  return blocks;
}
