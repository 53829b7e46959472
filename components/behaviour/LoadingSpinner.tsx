/**
 * Shown while part of a page loads. It stays invisible for a moment (fast loads never show it)
 * and then fades in; the ring turns once every 2 s, and stands still for readers who ask for
 * reduced motion.
 */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="sg-loading" role="status">
      <span className="sg-loading-ring" aria-hidden="true" />
      <span className="sg-loading-label">{label}</span>
    </div>
  );
}
