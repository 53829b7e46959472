import type { ComponentProps, FC } from 'react';
import { isFileHref } from '../shared/file-link';

/** The theme's prose link classes (nextra-theme-docs `Link` and `Anchor`), so a file link looks like any other. */
const THEME_LINK_CLASSES =
  'x:focus-visible:nextra-focus x:text-primary-600 x:underline x:hover:no-underline x:decoration-from-font x:[text-underline-position:from-font]';

/**
 * The theme's MDX link, except for links to files (`/api/changelog.xml`): those are plain `<a>`,
 * which the router neither prefetches nor routes (shared/file-link.ts says why).
 */
export function withFileLinks<P extends { href?: unknown; className?: string }>(ThemeLink: FC<P>): FC<P> {
  return function ProseLink(props: P) {
    if (typeof props.href !== 'string' || !isFileHref(props.href)) return <ThemeLink {...props} />;
    const className = props.className ? `${THEME_LINK_CLASSES} ${props.className}` : THEME_LINK_CLASSES;
    return <a {...(props as ComponentProps<'a'>)} className={className} />;
  };
}
