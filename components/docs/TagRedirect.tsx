'use client';
import { useEffect } from 'react';

/**
 * A static page for another spelling of a tag: forwards to the canonical tag page on load (and,
 * through the refresh meta that React hoists into <head>, without JavaScript too).
 */
export function TagRedirect({ alias, label, to }: { alias: string; label: string; to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <meta name="robots" content="noindex, follow" />
      <p>
        The tag “{alias}” has moved. Taking you to <a href={to}>the pages tagged {label}</a>.
      </p>
    </>
  );
}
