'use client';
import { codeIconId } from '../code-icon-id';

const INSTALLED = Symbol.for('sandgarden.codeBlockActions');
/** How long the copy button shows its check mark, as the theme's does. */
const COPIED_MS = 2000;

/** A code block button's action (components/code-buttons.tsx), done on the page it sits on. */
function act(button: HTMLButtonElement) {
  if (button.dataset.codeAction === 'wrap') {
    // The theme's own switch: its stylesheet wraps every block's lines while it is on <html>.
    const html = document.documentElement.dataset;
    if ('nextraWordWrap' in html) delete html.nextraWordWrap;
    else html.nextraWordWrap = '';
    return;
  }
  const code = button.closest('pre')?.querySelector('code')?.textContent ?? '';
  void navigator.clipboard.writeText(code).then(() => {
    const icon = button.querySelector('use');
    icon?.setAttribute('href', `#${codeIconId('copied')}`);
    setTimeout(() => icon?.setAttribute('href', `#${codeIconId('copy')}`), COPIED_MS);
  }, () => {
    // No clipboard (permission refused, insecure origin): the code stays selectable by hand.
  });
}

/**
 * One click listener for every code block's buttons, on this page and the next ones the router
 * shows, installed when this module loads: no per-block component to hydrate and render again.
 */
function installCodeBlockActions() {
  const root = document as Document & { [INSTALLED]?: true };
  if (root[INSTALLED]) return;
  root[INSTALLED] = true;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-code-action]');
    if (button instanceof HTMLButtonElement) act(button);
  });
}

if (typeof window !== 'undefined') installCodeBlockActions();

/** Rendered once in the root layout so this module loads with the app. */
export function CodeBlockActions() {
  return null;
}
