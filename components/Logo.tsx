import NextLink from 'next/link';
import { site } from '../site.config';

/**
 * The navbar wordmark, a link home: a small sand-dune mark and the site title. The link is ours
 * (the theme's `logoLink` names it "Home page", which hides its visible text from speech input,
 * WCAG 2.5.3), so its name is the title it shows; the classes are the theme's own logo-link ones.
 */
export function Logo() {
  return (
    <NextLink href="/" className="sg-logo x:transition-opacity x:focus-visible:nextra-focus x:hover:opacity-75">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="17" cy="7" r="3.2" fill="currentColor" opacity="0.55" />
        <path d="M1 19c4-6 8-8 12-6s6 4 10 2v5H1z" fill="currentColor" />
      </svg>
      <span>{site.title}</span>
    </NextLink>
  );
}
