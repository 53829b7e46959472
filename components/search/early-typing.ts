/**
 * Keys typed before the search box exists. The dialog's code loads on first use (and before the
 * page has hydrated there is no React at all), so right after Ctrl+K, "/" or a click on a trigger
 * the keys would reach the page and be lost. An inline script in the root layout's head
 * (`EARLY_TYPING_SCRIPT`) listens from the first paint: while the dialog's input is not in the
 * page, the shortcut or a trigger's click focuses a hidden input, in the same event, so every key
 * after it lands there natively, in order (Backspace, paste and IME included, and a phone opens
 * its keyboard). The dialog takes that text when it opens (`takeEarlyTyping`), and the hidden
 * input goes. One script for both cases, hydrated or not, so there is one rule for the shortcut.
 */

/** The hidden input's attribute. */
export const EARLY_TYPING_ATTRIBUTE = 'data-search-typed';
/** The dialog's own input (SearchPanel.tsx): once it is in the page, it takes the keys itself. */
export const SEARCH_INPUT_ATTRIBUTE = 'data-search-input';

const catcher = () => document.querySelector<HTMLInputElement>(`[${EARLY_TYPING_ATTRIBUTE}]`);

/** Whether keys were caught before the dialog was there (the page's search is waiting to open). */
export function hasEarlyTyping(): boolean {
  return catcher() !== null;
}

/** Keys held before the dialog opened, and where the focus was before they were (it goes back there on close). */
export interface EarlyTyping {
  text: string;
  from: Element | null;
}

/**
 * The text typed before the dialog opened, or null when nothing was caught. The hidden input is
 * removed; call this with the dialog's input focused in the same task, so no key falls between.
 */
export function takeEarlyTyping(): EarlyTyping | null {
  const input = catcher() as (HTMLInputElement & { sgFrom?: Element | null }) | null;
  if (!input) return null;
  const held = { text: input.value, from: input.sgFrom ?? null };
  input.remove();
  return held;
}

/** What the script tells the page's search (SearchDialog.tsx) once it is there: open it, or close it (Esc). */
export const SEARCH_EVENT = 'sg-search';
export type SearchEventDetail = 'open' | 'close';

/** Ctrl+K / ⌘K anywhere; "/" when not typing in a field (so "/" typed in the hidden input is text). */
const IS_SHORTCUT = `function(e){var t=e.target,k=e.key;if(!k)return false;if(k.toLowerCase()==='k'&&(e.metaKey||e.ctrlKey)&&!e.altKey&&!e.shiftKey)return true;return k==='/'&&!e.metaKey&&!e.ctrlKey&&!e.altKey&&!(t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))}`;

/**
 * The inline script, the one place the shortcuts are recognised: it prevents the browser's own
 * Ctrl+K, holds the keys while the dialog's input is missing, and tells the page's search by an
 * event (nobody listens before hydration: SearchDialog then opens when it finds held keys). Plain
 * ES5 with no data from outside; the CSP allows it by its hash like every inline script
 * (postbuild/headers/inline-scripts.ts).
 */
export const EARLY_TYPING_SCRIPT = `(function(){var d=document,A=${JSON.stringify(EARLY_TYPING_ATTRIBUTE)},isShortcut=${IS_SHORTCUT};function tell(x){dispatchEvent(new CustomEvent(${JSON.stringify(SEARCH_EVENT)},{detail:x}))}function hold(){if(d.querySelector('[${SEARCH_INPUT_ATTRIBUTE}]'))return;var i=d.querySelector('['+A+']');if(!i){i=d.createElement('input');i.setAttribute(A,'');i.setAttribute('aria-label','Search documentation');i.setAttribute('autocomplete','off');i.style.cssText='position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px';d.body.appendChild(i)}if(d.activeElement!==i)i.sgFrom=d.activeElement;i.focus()}addEventListener('keydown',function(e){var t=e.target,s=isShortcut(e);if(t&&t.hasAttribute&&t.hasAttribute(A)){if(s)e.preventDefault();if(e.key==='Escape'){t.remove();tell('close')}return}if(!s)return;e.preventDefault();hold();tell('open')},true);addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('[data-search-trigger]'))hold()},true)})();`;
