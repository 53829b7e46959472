import type { ComponentProps } from 'react';

/**
 * Token colours of the code themes the site highlights with (Nextra's default: GitHub light and
 * GitHub dark), each with a class in app/globals.css (`.sl-…` light, `.sd-…` dark).
 * code-tokens.test.ts checks this list against the themes' own files.
 */
export const TOKEN_COLOURS = {
  light: [
    '24292e',
    '005cc5',
    '6f42c1',
    '22863a',
    'd73a49',
    '032f62',
    'e36209',
    'b31d28',
    '6a737d',
    'fafbfc',
    'f6f8fa',
    '586069',
  ],
  dark: [
    'e1e4e8',
    '79b8ff',
    'b392f0',
    '85e89d',
    'f97583',
    '9ecbff',
    'ffab70',
    'fdaeb7',
    '6a737d',
    '24292e',
    'dbedff',
    '2f363d',
    'd1d5da',
  ],
};
const LIGHT = new Set(TOKEN_COLOURS.light);
const DARK = new Set(TOKEN_COLOURS.dark);
const HEX = /^#([0-9a-f]{6})$/i;

function known(value: unknown, colours: Set<string>): string | undefined {
  const hex = typeof value === 'string' ? HEX.exec(value)?.[1].toLowerCase() : undefined;
  return hex && colours.has(hex) ? hex : undefined;
}

/**
 * `sl-d73a49 sd-f97583` for a token coloured by the two theme variables only, else undefined.
 * A token with anything more (italic, bold) keeps its inline style.
 */
export function tokenClassOf(style: unknown): string | undefined {
  if (!style || typeof style !== 'object' || Object.keys(style).length !== 2) return undefined;
  const light = known((style as Record<string, unknown>)['--shiki-light'], LIGHT);
  const dark = known((style as Record<string, unknown>)['--shiki-dark'], DARK);
  return light && dark ? `sl-${light} sd-${dark}` : undefined;
}

/**
 * The `span` of MDX pages. A highlighted code token carries its two colours as an inline style,
 * paid in the HTML and again in the page's payload, for each of a docs page's thousands of
 * tokens. It gets two short classes instead; every other span is left as it is.
 */
export function CodeTokenSpan(props: ComponentProps<'span'>) {
  const token = tokenClassOf(props.style);
  // Other spans get their props untouched: an explicit `undefined` would cost payload bytes per line.
  if (!token) return <span {...props} />;
  const { style: _style, className, ...rest } = props;
  return <span {...rest} className={className ? `${className} ${token}` : token} />;
}
