import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import { Callout } from 'nextra/components';
import type { MDXComponents } from 'nextra/mdx-components';
import { DocCards, FlowFigure, Hero, TagIndex, TagRedirect } from './components/docs';
import { VersionPicker } from './components/docs/VersionPicker';
import { apiMdxComponents } from './components/api';
import { cliComponents } from './components/cli';
import { Markdown } from './components/Markdown';
import type { OwnComponentName } from './shared/page-model';
import { CodeTokenSpan } from './components/code-tokens';
import { HtmlCode } from './components/html-code';
import { CodeFrame } from './components/code-frame';
import { TableTd, TableTh, TableTr } from './components/table-cells';
import { withFileLinks } from './components/FileLink';

const themeComponents = getThemeComponents();
// Links to files (a feed, JSON, a spec) are plain links: the router must not prefetch or route them.
const ProseLink = withFileLinks(themeComponents.a!);

/** The theme's MDX components plus ours, so generated MDX uses them without imports. */
export function useMDXComponents(components?: MDXComponents): MDXComponents {
  return {
    ...themeComponents,
    a: ProseLink,
    // Highlighted code tokens: colour classes instead of inline styles (components/code-tokens.tsx).
    span: CodeTokenSpan,
    // Highlighted code blocks: lines and tokens as one HTML string (components/code-html.ts).
    code: HtmlCode,
    // Their frame: the theme's, under two short class names (components/code-frame.tsx).
    pre: CodeFrame,
    // Table cells and rows: the theme's, under one short class name each (components/table-cells.tsx).
    td: TableTd,
    th: TableTh,
    tr: TableTr,
    DocCards,
    FlowFigure,
    Hero,
    TagIndex,
    TagRedirect,
    // Imported as it is, not through `dynamic`: it shares its select with the API's picker
    // (components/version-picker/), and Turbopack folded a lazy chunk of it into the shared one,
    // which the versions page then preloaded though no build wrote it (the link gate's finding).
    VersionPicker,
    // Generated API pages: schema views, parameters, code-sample tabs, spec Markdown as data.
    ...apiMdxComponents,
    // Generated CLI pages: flag, argument and command tables.
    ...cliComponents,
    // A generated page's alert blocks (components/GeneratedPage.tsx); MDX pages import it themselves.
    Callout,
    // Spec Markdown as data, on the pages of every generated section (and MDX pages).
    ...({ Markdown } satisfies Record<OwnComponentName<'any'>, unknown>),
    ...components,
  };
}
