import './behaviour.css';

/**
 * Shown while a page's content loads. It stays invisible for a moment (fast loads never show
 * it) and then fades in; the ring turns once every 2 s, and stands still for readers who ask
 * for reduced motion.
 */
export function LoadingSpinner() {
  return (
    <div className="sg-loading" role="status" aria-live="polite">
      <span className="sg-loading-ring" aria-hidden="true" />
      <span className="sg-loading-label">Loading page…</span>
    </div>
  );
}
