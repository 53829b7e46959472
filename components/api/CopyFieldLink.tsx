'use client';
import { useState } from 'react';
import styles from './api.module.css';

/**
 * Copies the address of a field (the page and its `#anchor`) to the clipboard. A button, so it
 * is reached by Tab and pressed with Enter or Space; its visible text comes from the stylesheet,
 * which keeps it out of the search index and the page's bytes small (one per field).
 */
export function CopyFieldLink({ anchor, path }: { anchor: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const { origin, pathname, search } = window.location;
    await navigator.clipboard.writeText(`${origin}${pathname}${search}#${anchor}`);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button
      type="button"
      className={styles.copyFieldLink}
      aria-label={copied ? `Link to field ${path} copied` : `Copy link to field ${path}`}
      {...(copied ? { 'data-copied': '' } : {})}
      onClick={() => void copy().catch(() => undefined)}
    />
  );
}
