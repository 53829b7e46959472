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
