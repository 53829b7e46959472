/**
 * nextra-theme-docs switches to its mobile layout below 768 px, in its CSS (`48rem`) and in the
 * sidebar's JS. Our spec's breakpoint is 996 px mobile / 997 px desktop, so after install we
 * rewrite both to 997 px (tools/install/patch-theme.ts applies it). Idempotent; fails loudly when the
 * theme's code no longer matches.
 */

export const DESKTOP_MIN_PX = 997;
const CSS_FROM = /\(width (<|>=) 48rem\)/g;
const CSS_TO_VALUE = `${DESKTOP_MIN_PX / 16}rem`; // 62.3125rem
const CSS_DONE = new RegExp(`\\(width (<|>=) ${CSS_TO_VALUE.replace('.', '\\.')}\\)`, 'g');
const JS_FROM = 'window.innerWidth < 768';
const JS_TO = `window.innerWidth < ${DESKTOP_MIN_PX}`;

export type PatchResult = { text: string; status: 'patched' | 'already' };

export function patchCss(text: string, file: string): PatchResult {
  const count = (text.match(CSS_FROM) ?? []).length;
  if (count > 0) return { text: text.replace(CSS_FROM, `(width $1 ${CSS_TO_VALUE})`), status: 'patched' };
  if ((text.match(CSS_DONE) ?? []).length > 0) return { text, status: 'already' };
  throw new Error(
    `${file}: found neither "(width < 48rem)" nor "(width < ${CSS_TO_VALUE})"; the theme changed, update tools/install/patch-breakpoint.ts`,
  );
}

export function patchJs(text: string, file: string): PatchResult {
  if (text.includes(JS_FROM)) return { text: text.split(JS_FROM).join(JS_TO), status: 'patched' };
  if (text.includes(JS_TO)) return { text, status: 'already' };
  throw new Error(
    `${file}: found neither "${JS_FROM}" nor "${JS_TO}"; the theme changed, update tools/install/patch-breakpoint.ts`,
  );
}
