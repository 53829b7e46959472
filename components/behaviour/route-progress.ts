/**
 * When a click starts the page-change progress bar: the rules @bprogress/react applied to each
 * link, as one pure function over what the click and its link say, so one listener on the
 * document can decide (instead of a listener per link, re-attached on every DOM change).
 */
export interface ProgressClick {
  /** Something already handled the click (a capture handler cancelled it). */
  defaultPrevented: boolean;
  /** Ctrl, Meta, Shift or Alt: the browser opens a tab or a window, this page stays. */
  modifierKey: boolean;
  /** Not the primary button: a middle click opens a tab. */
  button: number;
  link: {
    href: string;
    target: string;
    download: boolean;
    /** `data-prevent-progress="true"` or `data-disable-progress="true"` on the link or between it and the click. */
    optedOut: boolean;
  };
}

const NOT_A_PAGE = /^(?:mailto|tel|blob|javascript):/i;

/** True when following the link changes the page (path), so the bar may show until it arrives. */
export function startsPageChange(click: ProgressClick, currentHref: string): boolean {
  const { link } = click;
  if (click.defaultPrevented || click.modifierKey || click.button !== 0) return false;
  if (link.download || link.optedOut || link.target === '_blank' || !link.href || NOT_A_PAGE.test(link.href))
    return false;
  let target: URL;
  try {
    target = new URL(link.href, currentHref);
  } catch {
    return false;
  }
  const current = new URL(currentHref);
  // Shallow routing: a link that changes only the query or the fragment keeps the page.
  return target.protocol !== current.protocol || target.host !== current.host || target.pathname !== current.pathname;
}
