import { levelHolding } from '../../shared/api/anchors';

/** The address bar's `#fragment`, percent-decoded where it can be (`response-200.owner.login`). */
export function decodedHash(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // not valid percent-encoding: use as written
  }
}

/** Opens every closed `<details>` around `target`; says whether it opened any. */
export function openEnclosingDetails(target: HTMLElement): boolean {
  let opened = false;
  for (let el = target.parentElement; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement && !el.open) {
      el.open = true;
      opened = true;
    }
  }
  return opened;
}

/** The attribute that marks a level left out of the page (`ApiLazyFields`) with its anchor. */
export const LAZY_LEVEL_ATTRIBUTE = 'data-schema-level';

const HIGHLIGHT_ATTRIBUTE = 'data-hash-target';
const HIGHLIGHT_MS = 2500;
let highlighted: { element: HTMLElement; timer: number } | undefined;

/** Marks `element` for the stylesheet's brief highlight, restarting it when shown again. */
function highlight(element: HTMLElement): void {
  if (highlighted) {
    window.clearTimeout(highlighted.timer);
    highlighted.element.removeAttribute(HIGHLIGHT_ATTRIBUTE);
  }
  void element.offsetWidth; // a new animation even when the same element is shown twice
  element.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
  highlighted = { element, timer: window.setTimeout(() => element.removeAttribute(HIGHLIGHT_ATTRIBUTE), HIGHLIGHT_MS) };
}

/**
 * Brings the element the `#hash` names into view: opens the `<details>` around it, scrolls it
 * below the sticky navbar (its `scroll-margin-top`) and highlights it briefly. When it is not on
 * the page yet because it sits in a level a large API's page left out, opens that level, whose
 * drawing calls this again once its fields exist (`LazySchemaTree`). Says what it did.
 */
export function revealHashTarget(id: string = decodedHash()): 'shown' | 'loading' | 'none' {
  if (!id) return 'none';
  const target = document.getElementById(id);
  if (target) {
    openEnclosingDetails(target);
    target.scrollIntoView({ block: 'start' });
    highlight(target);
    return 'shown';
  }
  const levels = new Map<string, HTMLDetailsElement>();
  for (const level of document.querySelectorAll<HTMLDetailsElement>(`details[${LAZY_LEVEL_ATTRIBUTE}]`))
    levels.set(level.getAttribute(LAZY_LEVEL_ATTRIBUTE)!, level);
  const holding = levelHolding(id, levels.keys());
  if (holding === undefined) return 'none';
  const level = levels.get(holding)!;
  openEnclosingDetails(level);
  level.open = true; // its toggle loads and draws the level
  level.scrollIntoView({ block: 'start' });
  return 'loading';
}
