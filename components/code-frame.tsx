import type { ComponentProps, ReactNode } from 'react';
import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import { CodeButtons } from './code-buttons';

const { pre: ThemePre } = getThemeComponents();

type ThemePreProps = ComponentProps<NonNullable<typeof ThemePre>>;
type PreProps = ThemePreProps & { icon?: ReactNode };

/**
 * The `pre` of MDX pages: the theme's code block frame, with two short classes
 * (`sg-code`, `sg-pre`, defined in app/globals.css with the theme's rules) instead of its 20
 * utility classes, and its buttons drawn by one client component. A block with a title, or a class
 * of its own, keeps the theme's frame.
 */
export function CodeFrame(props: PreProps) {
  if (!ThemePre) throw new Error('the docs theme provides no pre component');
  const {
    children,
    className,
    'data-filename': filename,
    'data-copy': copy,
    'data-language': _language,
    'data-word-wrap': wordWrap,
    'data-pagefind-ignore': pagefindIgnore,
    icon: _icon,
    ...rest
  } = props;
  if (filename || className) return <ThemePre {...props} />;
  return (
    // Only when given: an absent attribute would still be written into the page's payload.
    <div
      {...(pagefindIgnore !== undefined ? { 'data-pagefind-ignore': pagefindIgnore } : {})}
      className="nextra-code sg-code"
    >
      <pre className="sg-pre" {...rest}>
        <CodeButtons wrap={wordWrap === ''} copy={copy === ''} />
        {children}
      </pre>
    </div>
  );
}
