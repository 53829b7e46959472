import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Head } from 'nextra/components';
import 'nextra-theme-docs/style.css';
import './globals.css';
// The components' stylesheets, imported here as well as by the components, so the bundler puts
// them all in one file that every page loads: with the theme's and globals.css (which imports
// the plain ones), two render-blocking files; five before (docs/performance-log.md, "Kept for speed").
// app/stylesheets.test.ts checks that a new stylesheet is listed here.
import '../components/search/search.module.css';
import '../components/api/api.module.css';
import '../components/api/try-it.module.css';
import '../components/cli/cli.module.css';
import '../components/docs/docs.module.css';
import '../components/docs/flow-figure.module.css';
import '../components/version-picker/version-picker.module.css';
import { site } from '../site.config';
import { RouteProgress } from '../components/behaviour/RouteProgress';
import { CleanHtmlUrl } from '../components/behaviour/CleanHtmlUrl';
import { ScrollOnNavigation } from '../components/behaviour/ScrollOnNavigation';
import { PrefetchPolicy } from '../components/behaviour/PrefetchPolicy';
import { NavigationRecovery } from '../components/behaviour/NavigationRecovery';
import { DevSpecStatus } from '../components/dev/DevSpecStatus';
import { sampleLanguageScript } from '../components/api/sample-language-script';
import { SAMPLE_GENERATORS } from '../shared/api/samples/index';
import { EARLY_TYPING_SCRIPT } from '../components/search/early-typing';

/** The reader's sample language at first paint (components/api/sample-language-script.ts); its CSP hash is added at deploy like every inline script's. */
const SAMPLE_LANGUAGE_SCRIPT = sampleLanguageScript(SAMPLE_GENERATORS);

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { template: `%s ${site.titleDelimiter} ${site.title}`, default: site.title },
  description: site.description,
  applicationName: site.title,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} dir="ltr" suppressHydrationWarning>
      {/* The theme's blue at 42% lightness instead of 45%: links stay above 4.5:1 on the grey of
          striped table rows (#f3f4f6), not only on white. */}
      <Head color={{ hue: { light: 212, dark: 204 }, saturation: 100, lightness: { light: 42, dark: 55 } }}>
        <script dangerouslySetInnerHTML={{ __html: SAMPLE_LANGUAGE_SCRIPT }} />
        {/* The search shortcuts from the first paint, and the keys typed before the dialog is there. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TYPING_SCRIPT }} />
      </Head>
      <body>
        <PrefetchPolicy />
        <NavigationRecovery />
        <CleanHtmlUrl />
        <ScrollOnNavigation />
        <RouteProgress>{children}</RouteProgress>
        {/* Read when the server renders, not inlined when it compiles: a `NEXT_PUBLIC_` value that
            changes on every start would make Turbopack's disk cache useless, and the writers' loop
            relies on it (docs/decisions.md, "Budgets"). */}
        {process.env.NODE_ENV === 'development' && process.env.SG_DEV_STATUS_PORT ? (
          <DevSpecStatus port={process.env.SG_DEV_STATUS_PORT} renderedAt={Date.now()} />
        ) : null}
      </body>
    </html>
  );
}
