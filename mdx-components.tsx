import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import type { MDXComponents } from 'nextra/mdx-components';
import { VersionPicker } from './components/docs/VersionPicker';

const themeComponents = getThemeComponents();

/** The theme's MDX components plus ours, so generated MDX uses them without imports. */
export function useMDXComponents(components?: MDXComponents): MDXComponents {
  return {
    ...themeComponents,
    VersionPicker,
    ...components,
  };
}
