'use client';
/**
 * "Copy page": copies the page's Markdown twin, fetched on click so no page carries its Markdown,
 * with a menu to view the twin or open it in an assistant. Left out of the search index.
 */
import { useEffect, useId, useRef, useState } from 'react';

type Status = 'idle' | 'copied' | 'failed';
const LABELS: Record<Status, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

async function fetchText(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/** Copies the fetched text; a promised ClipboardItem keeps Safari's user-gesture rule. */
async function copyFrom(href: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined') {
    const blob = fetchText(href).then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await fetchText(href));
  }
}

export function CopyPage({ twinHref, links }: { twinHref: string; links: Array<{ label: string; href: string }> }) {
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        toggle.current?.focus();
      } else if (root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const copy = () =>
    copyFrom(twinHref).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );

  return (
    <div ref={root} className="sg-copy-page" data-pagefind-ignore="all">
      <button type="button" className="sg-copy-page-button" onClick={copy}>
        {LABELS[status]}
      </button>
      <button
        type="button"
        ref={toggle}
        className="sg-copy-page-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="More page options"
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={menuId} className="sg-copy-page-menu" hidden={!open}>
        <li>
          <a href={twinHref} type="text/markdown">
            View as Markdown
          </a>
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <span className="sg-visually-hidden" aria-live="polite">
        {status === 'copied' ? 'Page copied as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </div>
  );
}
