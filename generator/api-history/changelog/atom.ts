/**
 * The API changelog as an Atom feed (RFC 4287): one entry per release, newest first, each with
 * its changes as an HTML list. Pure: data in, XML text out. Every text goes through `xmlText`,
 * so a description's `<`, `&` or `]]>` stays text in any feed reader.
 */
import { inlineCodeRuns } from './page.ts';

export interface FeedItem {
  level: 'breaking' | 'deprecation' | 'non-breaking';
  /** Plain text: what changed. */
  message: string;
  /** Absolute URL of the operation or field the item is about, when there is one. */
  href?: string;
  /** Set when `href` opens an older reference: the link is these words after the message, not the message. */
  hrefText?: string;
  /** A change on many operations: each one named, linked to its page when it has one. */
  operations?: Array<{ text: string; href?: string }>;
}

export interface FeedEntry {
  /** Release version, also the entry's title. */
  version: string;
  /** Release day, ISO `YYYY-MM-DD`. */
  date: string;
  /** Absolute URL of the release's place on the changelog page. */
  url: string;
  /** A sentence or two about the release, plain text. */
  summary: string;
  items: FeedItem[];
}

export interface Feed {
  /** Absolute URL of the feed itself (`rel="self"`), also its id. */
  selfUrl: string;
  /** Absolute URL of the changelog page. */
  pageUrl: string;
  title: string;
  author: string;
  /** Newest first. */
  entries: FeedEntry[];
}

const LEVEL_LABEL: Record<FeedItem['level'], string> = {
  breaking: 'Breaking',
  deprecation: 'Deprecated',
  'non-breaking': 'Added or changed',
};

/** Escapes text for an XML element or a double-quoted attribute. */
export function xmlText(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 forbids (C0 controls but tab, newline, carriage return).
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

/**
 * Text for a place that shows no markup (a title, a summary): the changelog's Markdown code
 * spans (`name`), read as the page reads them (`inlineCodeRuns`), lose their backticks, which a
 * feed reader would show as they are.
 */
export function plainText(text: string): string {
  return inlineCodeRuns(text)
    .map((run) => (typeof run === 'string' ? run : run.code))
    .join('');
}

/** Text as HTML: escaped, its code spans as `<code>` (the changelog page draws them so). */
function htmlText(text: string): string {
  return inlineCodeRuns(text)
    .map((run) => (typeof run === 'string' ? xmlText(run) : `<code>${xmlText(run.code)}</code>`))
    .join('');
}

const linkHtml = (href: string, html: string) => `<a href="${xmlText(href)}">${html}</a>`;

/** One item: its message (the link itself, or followed by the link's own words), then the operations it names. */
function itemHtml(item: FeedItem): string {
  const message = htmlText(item.message);
  const main = !item.href
    ? message
    : item.hrefText
      ? `${message} ${linkHtml(item.href, xmlText(item.hrefText))}.`
      : linkHtml(item.href, message);
  const operations = (item.operations ?? []).map((op) =>
    op.href ? linkHtml(op.href, xmlText(op.text)) : `<code>${xmlText(op.text)}</code>`,
  );
  return operations.length ? `${main} The ${operations.length} operations: ${operations.join(', ')}.` : main;
}

/** A release's changes as HTML (the entry's content), grouped breaking, deprecated, the rest. */
export function entryHtml(entry: FeedEntry): string {
  const parts = [`<p>${htmlText(entry.summary)}</p>`];
  for (const level of ['breaking', 'deprecation', 'non-breaking'] as const) {
    const items = entry.items.filter((item) => item.level === level);
    if (items.length === 0) continue;
    const lis = items.map((item) => `<li>${itemHtml(item)}</li>`);
    parts.push(`<h3>${LEVEL_LABEL[level]}</h3><ul>${lis.join('')}</ul>`);
  }
  return parts.join('');
}

/** Midnight UTC of a release day, as Atom's date-time. */
function atomDate(day: string): string {
  return `${day}T00:00:00Z`;
}

export function renderAtomFeed(feed: Feed): string {
  const updated = feed.entries.length > 0 ? atomDate(feed.entries[0].date) : '1970-01-01T00:00:00Z';
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${xmlText(entry.url)}</id>
    <title>${xmlText(plainText(entry.version))}</title>
    <updated>${atomDate(entry.date)}</updated>
    <published>${atomDate(entry.date)}</published>
    <link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>
    <summary>${xmlText(plainText(entry.summary))}</summary>
    <content type="html">${xmlText(entryHtml(entry))}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xmlText(feed.selfUrl)}</id>
  <title>${xmlText(plainText(feed.title))}</title>
  <updated>${updated}</updated>
  <author><name>${xmlText(feed.author)}</name></author>
  <link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(feed.pageUrl)}"/>
${entries.join('\n')}
</feed>
`;
}
