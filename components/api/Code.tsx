import { useMDXComponents as getThemeComponents } from 'nextra-theme-docs';
import { CodeFrame } from '../code-frame';

const { code: Code } = getThemeComponents();

/**
 * A code block from data, in the theme's frame with its copy button, without build-time syntax
 * highlighting: used by large APIs, where highlighting thousands of blocks doubles the build.
 */
export function ApiCode({ lang, code }: { lang: string; code: string }) {
  if (!Code) throw new Error('the docs theme provides no code component');
  return (
    <CodeFrame data-copy="" data-language={lang}>
      <Code data-language={lang}>{code}</Code>
    </CodeFrame>
  );
}
