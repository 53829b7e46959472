/**
 * The theme configuration: everything about how the site looks and behaves that Nextra's
 * docs theme controls. Each section layout in `app/` hands it to Nextra's `Layout`.
 */
import type { ComponentProps } from 'react';
import { Footer, type Layout, Navbar } from 'nextra-theme-docs';
import { Banner } from 'nextra/components';
import { footerLinks, site } from './site.config';
import { BannerHeight } from './components/BannerHeight';
import { LastUpdated } from './components/LastUpdated';
import { Logo } from './components/Logo';
import { SearchDialog } from './components/search/SearchDialog';
import { SearchButton, SearchField } from './components/search/SearchTrigger';

type ThemeConfig = Omit<ComponentProps<typeof Layout>, 'children' | 'pageMap'>;

// The announcement is a landmark of its own, so it is not content outside every landmark (axe
// `region`). The landmark goes inside: the navbar's CSS finds the bar as its preceding sibling.
// BannerHeight follows the bar: it records the bar's height before the page is styled in full.
const banner = (
  <>
    <Banner storageKey={site.banner.id} dismissible>
      <aside aria-label="Announcement">
        <a href={site.banner.href}>{site.banner.text}</a>
      </aside>
    </Banner>
    <BannerHeight />
  </>
);

// The navbar renders once per page: it holds the mobile search button and the one search dialog.
const navbar = (
  <Navbar logo={<Logo />} logoLink={false} align="right">
    <SearchButton />
    <SearchDialog />
  </Navbar>
);

const footer = (
  <Footer>
    <div className="sg-footer">
      <nav aria-label="Footer" className="sg-footer-links">
        {footerLinks.map((link) =>
          'external' in link ? (
            <a key={link.href} href={link.href} rel="noopener">
              {link.label}
            </a>
          ) : (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ),
        )}
      </nav>
      <p>{site.copyright}</p>
    </div>
  </Footer>
);

export const themeConfig: ThemeConfig = {
  banner,
  navbar,
  footer,
  // The navbar field (desktop) and the drawer's field (mobile) both open the search dialog.
  search: <SearchField />,
  darkMode: true,
  // Light unless the reader picked otherwise; the OS preference is not consulted.
  nextThemes: { defaultTheme: 'light', storageKey: 'theme' },
  sidebar: { toggleButton: false, autoCollapse: false, defaultMenuCollapseLevel: Number.MAX_SAFE_INTEGER },
  toc: { backToTop: 'Scroll to top', float: true },
  navigation: { prev: true, next: true },
  editLink: null,
  feedback: { content: null },
  copyPageButton: false,
  lastUpdated: <LastUpdated />,
};
