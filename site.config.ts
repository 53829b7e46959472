/** Site constants: the one place that names the product, its URLs and the site-wide texts. */
import { CHANGELOG_FEED } from './shared/api/changelog-links.ts';
import { CLI_CHANGELOG_FEED } from './shared/cli/changelog-links.ts';
export const site = {
  productName: 'Sandgarden',
  productSlug: 'sandgarden',
  title: 'Sandgarden Docs',
  titleDelimiter: '|',
  url: 'https://docs.sandgarden.com',
  companyUrl: 'https://www.sandgarden.com',
  blogUrl: 'https://www.sandgarden.com/blog',
  description:
    'Documentation for Sandgarden: build, test and run AI workflows made of steps, with the sand CLI and the Sun API.',
  copyright: 'Copyright © 2025 Sandgarden, Inc.',
  locale: 'en',
  /** Changing the id shows the bar again to readers who dismissed an earlier one. */
  banner: {
    id: 'sandgarden-banner-2025-local-dev',
    text: 'New: run steps against a director on your laptop with sand dev.',
    href: '/docs/reference/local-development',
  },
  /** The changelogs' Atom feeds (the API's, sand's), each announced (autodiscovery) in the head of the pages about its changes. */
  changelogFeeds: [
    { href: CHANGELOG_FEED, title: 'Sandgarden API changelog', pages: ['/api/changelog', '/docs/changelog'] },
    { href: CLI_CHANGELOG_FEED, title: 'sand CLI changelog', pages: ['/cli/changelog'] },
  ],
  /** Heading levels shown in the table of contents. */
  tocMaxDepth: 3,
  /** Widths of this many px and more are desktop; narrower is mobile (hamburger + drawer). */
  desktopMinWidth: 997,
  /** The request builder ("Try it") of operation pages. */
  tryIt: {
    /**
     * Origins every operation page may also send requests to, besides its description's servers
     * and OAuth endpoints (which it may always reach): each page's Content-Security-Policy
     * (`connect-src`) lists them. E.g. a staging API `https://api.staging.example.com`, or
     * `http://localhost:*` for readers running the API on their machine. Scheme, host, optional port.
     */
    connectSources: [] as readonly string[],
    /**
     * The OAuth client the builder signs in as, by security scheme key (`oauth2: 'docs-site'`):
     * a public client that allows this site's `/api/oauth-callback` as redirect URI. Pre-fills the
     * sign-in form before the scheme's own `x-client-id`; readers can type another.
     */
    oauthClientIds: {} as Readonly<Record<string, string>>,
    /**
     * Mocks of the API readers can run (e.g. Prism: `prism mock openapi/sun-api.yaml` listens on
     * `http://127.0.0.1:4010`), offered by a recipe's runner after the API's servers and run as a
     * mock (each step asks for the status it expects). Its origin must be in `connectSources` too.
     */
    mockServers: [] as ReadonlyArray<{ url: string; label: string }>,
  },
} as const;

/** The footer's links (docs/decisions.md, "Product and naming"); internal ones without trailing slashes. */
export const footerLinks = [
  { label: 'Docs home', href: '/' },
  { label: 'Quickstart', href: '/docs/using/getting-started/getting-started-1' },
  { label: 'Changelog', href: '/docs/changelog' },
  { label: 'API reference', href: '/api' },
  { label: 'CLI reference', href: '/cli' },
  { label: 'Sandgarden', href: site.companyUrl, external: true },
  { label: 'Blog', href: site.blogUrl, external: true },
] as const;
