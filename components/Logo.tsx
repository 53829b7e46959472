import { site } from '../site.config';

/** The navbar wordmark: a small sand-dune mark and the site title. */
export function Logo() {
  return (
    <span className="sg-logo">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="17" cy="7" r="3.2" fill="currentColor" opacity="0.55" />
        <path d="M1 19c4-6 8-8 12-6s6 4 10 2v5H1z" fill="currentColor" />
      </svg>
      <span>{site.title}</span>
    </span>
  );
}
