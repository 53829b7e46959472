'use client';
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingSpinner } from './LoadingSpinner';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface LazyPartProps<P> {
  /** Imports the part's code; called again on every Retry. */
  load: Loader<P>;
  props: P;
  /** What the part is, for the spinner and the error box: "This diagram". */
  label: string;
}

/**
 * A part of a page whose code is fetched on demand: a delayed spinner while it loads and, when
 * loading fails (offline, a deploy removed the chunk), a red box with the error and a Retry
 * button instead of a silent gap.
 */
export function LazyPart<P extends object>({ load, props, label }: LazyPartProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import, so each attempt needs a fresh one (`attempt` is the key).
  const Part = useMemo(() => lazy(load), [load, attempt]);
  return (
    <LoadErrorBoundary key={attempt} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingSpinner label={`Loading ${label.toLowerCase()}…`} />}>
        <Part {...props} />
      </Suspense>
    </LoadErrorBoundary>
  );
}

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class LoadErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadErrorBox label={this.props.label} error={error} onRetry={this.props.onRetry} />;
  }
}

export function LoadErrorBox({ label, error, onRetry }: { label: string; error: Error; onRetry: () => void }) {
  return (
    <div className="sg-load-error" role="alert">
      <strong>{label} could not be loaded.</strong>
      <code>{error.message || error.name}</code>
      <div>
        <button type="button" className="sg-button" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
